export { InvitationForm } from './invitation-form.tsx';
