export { privacyIntro, privacySections, privacyVersion } from './privacy-content.tsx';
