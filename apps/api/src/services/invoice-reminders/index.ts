export { INVOICE_REMINDER_QUEUE, queueInvoiceReminders } from './queue.ts';
export { sendInvoiceReminder } from './send.ts';
