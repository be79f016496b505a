export { type AttachOwner, attachUploads } from './attach.ts';
export { attachmentDownload, type FileAnswer, thumbnailDownload } from './download.ts';
export {
  attachmentNotFound,
  customerAttachment,
  staffAttachment,
  type ThreadAttachments,
  threadAttachments,
} from './read.ts';
export { type Uploader, uploadAttachment } from './upload.ts';
