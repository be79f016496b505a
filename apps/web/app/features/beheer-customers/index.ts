export { CustomerPage } from './customer-page.tsx';
export { CustomersPage } from './customers-page.tsx';
