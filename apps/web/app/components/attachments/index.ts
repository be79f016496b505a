export { AttachmentList } from './attachment-list.tsx';
export { AttachmentPicker } from './attachment-picker.tsx';
export type { AttachmentEndpoints } from './endpoints.ts';
export { STILL_UPLOADING, useAttachments } from './use-attachments.ts';
