export { chatFileDownload, uploadChatFile } from './files.ts';
export { leaveChatMessage } from './leave-message.ts';
export { recordPageSeen } from './pages-seen.ts';
export { hashChatSession } from './read.ts';
export { CHAT_CHANNEL, readChatSignal } from './signals.ts';
// Staff's side of the chat and the visitor's: every function of each is the service's.
export * from './staff.ts';
export { chatStreamSource } from './stream.ts';
export { chatToOrder } from './to-order.ts';
export { requestChatTranscript } from './transcript-mail.ts';
export * from './visitor.ts';
