export { DomainPage } from './domain-page.tsx';
