export { ChatDesk } from './chat-desk.tsx';
export { CustomerChats } from './customer-chats.tsx';
export { WaitingChats } from './new-chat-alert.tsx';
