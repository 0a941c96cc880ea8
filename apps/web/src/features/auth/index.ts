export { LoginScreen, type LoginScreenProps, type LoginResult } from './LoginScreen';
export { RegisterScreen, type RegisterScreenProps, type RegisterResult } from './RegisterScreen';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export { DemoStartScreen, type DemoStartScreenProps } from './DemoStartScreen';
export type { PhoneCountry } from './accountFields';
export { authRoutes, authTitles } from './routes';
