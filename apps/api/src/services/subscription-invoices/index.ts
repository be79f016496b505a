export { INVOICE_MAIL_QUEUE, invoiceDueSubscriptions } from './invoice.ts';
export { mailSentInvoice } from './mail-job.ts';
