export { LoginScreen, type LoginScreenProps, type LoginResult } from './LoginScreen';
export { RegisterScreen, type RegisterScreenProps, type RegisterResult } from './RegisterScreen';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export type { PhoneCountry } from './accountFields';
export { authRoutes, authTitles } from './routes';
