import { apiRoutes, ORDERS_TEAM } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  attachmentDownload,
  customerAttachment,
  staffAttachment,
  thumbnailDownload,
  type Uploader,
  uploadAttachment,
} from '../../services/attachments/index.ts';
import { customerFor } from '../../services/team-access.ts';
import { acceptFileBodies, bodyStream, declaredLength, sendFile as send } from '../file-bodies.ts';
import { writerOf } from '../staff-request.ts';

/** Uploading files for orders, replies and internal notes, and downloading them: portal and back office. */
export const attachmentRoutes = async (app: FastifyInstance) => {
  acceptFileBodies(app);

  registerRoute(app, apiRoutes.uploadUserStoryAttachment, ({ query, request }) => {
    const caller = sessionOf(request);
    const uploader: Uploader = {
      customerId: customerFor(caller, ORDERS_TEAM),
      userId: caller.userId,
      quotaBytes: app.config.ATTACHMENT_QUOTA_BYTES,
    };
    return uploadAttachment(app.db, uploader, query.name, declaredLength(request), bodyStream(request));
  });

  registerRoute(app, apiRoutes.downloadUserStoryAttachment, async ({ params, request, reply }) => {
    const customerId = customerFor(sessionOf(request), ORDERS_TEAM);
    return send(reply, attachmentDownload(app.db, await customerAttachment(app.db, customerId, params.id)));
  });

  registerRoute(app, apiRoutes.userStoryAttachmentThumbnail, async ({ params, request, reply }) => {
    const customerId = customerFor(sessionOf(request), ORDERS_TEAM);
    return send(reply, thumbnailDownload(await customerAttachment(app.db, customerId, params.id)));
  });

  registerRoute(app, apiRoutes.uploadStaffAttachment, ({ query, request }) =>
    uploadAttachment(
      app.db,
      { writer: writerOf(request) },
      query.name,
      declaredLength(request),
      bodyStream(request),
    ),
  );

  registerRoute(app, apiRoutes.downloadStaffAttachment, async ({ params, reply }) =>
    send(reply, attachmentDownload(app.db, await staffAttachment(app.db, params.id))),
  );

  registerRoute(app, apiRoutes.staffAttachmentThumbnail, async ({ params, reply }) =>
    send(reply, thumbnailDownload(await staffAttachment(app.db, params.id))),
  );
};
