/** "Wachtwoord vergeten?": asking for a link by mail, and choosing a new password with it. */
export { RequestResetForm } from './request-reset-form.tsx';
export { ResetPasswordForm } from './reset-password-form.tsx';
