export { VerificationCodeField, type VerificationCodeFieldProps } from './VerificationCodeField';
