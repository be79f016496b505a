export { HourBundlesPanel } from './hour-bundles-panel.tsx';
export { InvoicePage, NewInvoicePage } from './invoice-page.tsx';
export { InvoicesPage } from './invoices-page.tsx';
export { OpenItemsPage } from './open-items-page.tsx';
export { ReportsPage } from './reports-page.tsx';
export { StatementPanel } from './statement-panel.tsx';
