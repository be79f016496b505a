export { ContactDetails } from './contact-details.tsx';
export { ContactForm, contactLimits, contactSubjects } from './contact-form.tsx';
