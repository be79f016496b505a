export { InvoicesPage } from './invoices-page.tsx';
export { StatementPage } from './statement-page.tsx';
export { StatementView } from './statement-view.tsx';
