export { Hero } from './hero.tsx';
export {
  CallToAction,
  ProcessSection,
  ReasonsSection,
  ReferencesSection,
  ServicesSection,
} from './home-sections.tsx';
