export { DomainPage } from './domain-page.tsx';
export { requestLoginLink } from './login-link.ts';
