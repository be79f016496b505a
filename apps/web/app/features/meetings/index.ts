export { ContactOptions } from './contact-options.tsx';
export { MeetingDetails, MeetingNotFound } from './meeting-details.tsx';
