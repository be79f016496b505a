export { termsIntro, termsSections, termsVersion } from './terms-content.tsx';
