export { downloadInvoicePdf } from './download-invoice.ts';
export { InvoicesPage } from './invoices-page.tsx';
export { invoiceStateLabels } from './labels.ts';
