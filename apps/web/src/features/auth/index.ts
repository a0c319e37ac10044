/**
 * Auth: the signed-out screens of docs/product-spec.md section 2 (`LoginPage`, `SignupPage`, `ForgotPasswordPage`,
 * `ResetPasswordPage`, `OtpVerificationPage`), `ChangePasswordPage` inside the shell, and the `AuthLayout` frame
 * other public screens (accepting an invitation) share.
 */
export { AuthLayout, TextLink } from './AuthLayout';
export { ChangePasswordPage } from './ChangePasswordPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { OtpVerificationPage } from './OtpVerificationPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
