export { getUserStoryDetail, listUserStories } from './read.ts';
export { addReply, createUserStory, updateInvoiceReference, updatePriority, updateStatus } from './write.ts';
