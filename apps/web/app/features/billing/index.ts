export { InvoicesPage } from './invoices-page.tsx';
