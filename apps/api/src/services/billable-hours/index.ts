export { approveHours, disputeHour, listBillableHours } from './answer.ts';
export { type ApprovedEntry, billApprovedMinutes } from './bill.ts';
export { invoiceFromProForma, setHourlyRate } from './pro-forma-invoice.ts';
export { correctTimeEntry, submitOrderHours } from './submit.ts';
