import type { Attachment, AttachmentType } from '@maatwerk/contract';
import type { attachments } from '../../db/schema.ts';

type AttachmentRow = Pick<typeof attachments.$inferSelect, 'id' | 'name' | 'sizeBytes' | 'type'> & {
  hasThumbnail?: boolean;
  thumbnail?: Buffer | null;
};

export const toWireAttachment = (row: AttachmentRow): Attachment => ({
  id: row.id,
  name: row.name,
  size_bytes: row.sizeBytes,
  type: row.type as AttachmentType,
  has_thumbnail: row.hasThumbnail ?? (row.thumbnail !== null && row.thumbnail !== undefined),
});
