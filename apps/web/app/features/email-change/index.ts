/** The page of the link that confirms a new login address. */
export { ConfirmEmailChange } from './confirm-email-change.tsx';
