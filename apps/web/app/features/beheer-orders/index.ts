export { staffAttachments } from './attachment-endpoints.ts';
export { OrderQueue } from './order-queue.tsx';
export { StaffOrderDetail } from './staff-order-detail.tsx';
