export { NewsletterBand } from './newsletter-band.tsx';
