export { approveHours, disputeHour, listBillableHours } from './answer.ts';
export { autoApproveHours } from './auto-approve.ts';
export { type ApprovedEntry, billApprovedMinutes } from './bill.ts';
export { invoiceFromProForma, setHourlyRate } from './pro-forma-invoice.ts';
export { correctTimeEntry, HOURS_MAIL_QUEUE, sendHoursSubmittedMail, submitOrderHours } from './submit.ts';
