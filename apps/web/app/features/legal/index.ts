export { LegalDocument, type LegalSection } from './legal-document.tsx';
export { privacyIntro, privacySections, privacyVersion } from './privacy-content.tsx';
export { termsIntro, termsSections, termsVersion } from './terms-content.tsx';
