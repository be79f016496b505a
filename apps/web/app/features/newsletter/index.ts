export { NewsletterBand } from './newsletter-band.tsx';
export { NEWSLETTER_ENDPOINT, NEWSLETTER_MIN_BUSY_MS, newsletterTexts } from './newsletter-texts.ts';
