import { z } from 'zod';
import { ATTACHMENTS_PER_MESSAGE, attachmentMessages, attachmentTypes } from './constants/attachments.ts';
import { ORDERS_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';
import { ALL_STAFF, OPERATIONS } from './staff/roles.ts';

/** An attachment as a thread shows it; its bytes come from the download route. */
export const Attachment = z.object({
  id: z.uuid(),
  /** A harmless base name: no folders, no control characters, the extension of its type. */
  name: z.string(),
  size_bytes: z.number().int(),
  type: z.enum(attachmentTypes),
  /** Whether the API made a small picture of it (images only). */
  has_thumbnail: z.boolean(),
});
export type Attachment = z.infer<typeof Attachment>;

/** The uploads a message carries, by the ids their upload answered; none by default. */
export const AttachmentIds = z
  .array(z.uuid({ error: attachmentMessages.unknownUpload }))
  .max(ATTACHMENTS_PER_MESSAGE, attachmentMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, attachmentMessages.tooMany)
  .default([]);

export const AttachmentParams = z.object({ id: z.uuid({ error: attachmentMessages.notFound }) });

/** The file's name as the person's computer had it; the API makes it harmless. */
export const UploadAttachmentQuery = z.object({
  name: z
    .string({ error: 'Bestandsnaam is verplicht.' })
    .min(1, 'Bestandsnaam is verplicht.')
    .max(1000, 'Bestandsnaam is te lang.'),
});

const fileBody = z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' });
const thumbnailBody = z.string().meta({ format: 'binary', contentMediaType: 'image/png' });

const upload = {
  method: 'POST',
  query: UploadAttachmentQuery,
  response: Attachment,
  status: 201,
} as const;

export const attachmentRoutes = {
  /**
   * The file itself as the request body (application/octet-stream), streamed; its type is read from
   * its bytes. The answer's id goes into the message (attachment_ids) within a day, or it is removed.
   */
  uploadUserStoryAttachment: defineRoute({
    ...upload,
    path: '/user-story-attachments',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: 'Upload a file for a new order or a reply (at most 25 MB; images, PDF, text, zip, office)',
  }),
  /** Always as a download (Content-Disposition: attachment), never shown inline. */
  downloadUserStoryAttachment: defineRoute({
    method: 'GET',
    path: '/user-story-attachments/:id',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: "An attachment of one of the customer's orders, as a download",
    params: AttachmentParams,
    response: fileBody,
  }),
  userStoryAttachmentThumbnail: defineRoute({
    method: 'GET',
    path: '/user-story-attachments/:id/thumbnail',
    auth: 'bearer',
    teamRoles: ORDERS_TEAM,
    tag: 'user-stories',
    summary: 'A small PNG of an image attachment',
    params: AttachmentParams,
    response: thumbnailBody,
  }),
  uploadStaffAttachment: defineRoute({
    ...upload,
    path: '/staff/attachments',
    auth: 'staff',
    staffRoles: OPERATIONS,
    tag: 'staff-orders',
    summary: 'Upload a file for a reply or an internal note (the same limits as the portal)',
  }),
  downloadStaffAttachment: defineRoute({
    method: 'GET',
    path: '/staff/attachments/:id',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-orders',
    summary: 'Any attachment of an order, as a download',
    params: AttachmentParams,
    response: fileBody,
  }),
  staffAttachmentThumbnail: defineRoute({
    method: 'GET',
    path: '/staff/attachments/:id/thumbnail',
    auth: 'staff',
    staffRoles: ALL_STAFF,
    tag: 'staff-orders',
    summary: 'A small PNG of an image attachment',
    params: AttachmentParams,
    response: thumbnailBody,
  }),
};
