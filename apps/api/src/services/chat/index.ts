export { chatFileDownload, uploadChatFile } from './files.ts';
export { leaveChatMessage } from './leave-message.ts';
export { recordPageSeen } from './pages-seen.ts';
export { hashChatSession } from './read.ts';
export { CHAT_CHANNEL, readChatSignal } from './signals.ts';
export {
  customerChats,
  handOverChat,
  listChats,
  setChatAvailability,
  staffChatDetail,
  staffChatMessage,
  staffEndChat,
  staffTyping,
  takeChat,
} from './staff.ts';
export { chatStreamSource } from './stream.ts';
export { chatToOrder } from './to-order.ts';
export { requestChatTranscript } from './transcript-mail.ts';
export {
  chatAvailable,
  endVisitorChat,
  reopenChat,
  sendVisitorMessage,
  startChat,
  viewChat,
  visitorRead,
  visitorTyping,
} from './visitor.ts';
