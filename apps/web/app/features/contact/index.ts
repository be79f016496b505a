export { ContactDetails } from './contact-details.tsx';
export { ContactForm } from './contact-form.tsx';
