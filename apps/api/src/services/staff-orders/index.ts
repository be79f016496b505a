export { getStaffOrder, getStaffOrderFilterOptions, listStaffOrders } from './read.ts';
export { markOrderSeen, staffWorkCounts } from './unread.ts';
export {
  addStaffReply,
  addTimeEntry,
  deleteTimeEntry,
  setStaffOrderAssignee,
  setStaffOrderEstimate,
  setStaffOrderStatus,
} from './write.ts';
