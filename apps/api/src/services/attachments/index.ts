export { attachChatUploads, attachUploads } from './attach.ts';
export { attachmentDownload, type FileAnswer, thumbnailDownload } from './download.ts';
export {
  attachmentNotFound,
  chatAttachment,
  chatLineAttachments,
  customerAttachment,
  staffAttachment,
  threadAttachments,
} from './read.ts';
export { type Uploader, uploadAttachment } from './upload.ts';
