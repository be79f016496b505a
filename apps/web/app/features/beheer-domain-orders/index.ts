export { DomainOrdersPage } from './domain-orders-page.tsx';
