import type { Readable } from 'node:stream';
import { apiRoutes, ORDERS_TEAM } from '@maatwerk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { registerRoute } from '../../lib/register-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  attachmentDownload,
  attachmentNotFound,
  customerAttachment,
  type FileAnswer,
  staffAttachment,
  thumbnailDownload,
  type Uploader,
  uploadAttachment,
} from '../../services/attachments/index.ts';
import { customerFor } from '../../services/team-access.ts';
import { writerOf } from '../staff-request.ts';

/** The request body as it arrives: the upload reads it as a stream. */
const bodyStream = (request: FastifyRequest): Readable => {
  const body = request.body as Readable | undefined;
  if (!body || typeof (body as Readable).pipe !== 'function') {
    throw new HttpError('bad_request', 'Stuur het bestand zelf als inhoud (application/octet-stream).');
  }
  return body;
};

const declaredLength = (request: FastifyRequest): number | undefined => {
  const value = Number(request.headers['content-length']);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

const send = (reply: FastifyReply, answer: FileAnswer | undefined): string => {
  if (!answer) throw attachmentNotFound();
  reply.headers(answer.headers);
  // A stream or Buffer is sent as it is: the contract's JSON serializer does not touch it.
  return answer.body as unknown as string;
};

/** Uploading files for orders, replies and internal notes, and downloading them: portal and back office. */
export const attachmentRoutes = async (app: FastifyInstance) => {
  // Only this plugin's routes take a file as the body; the upload reads the stream itself, a piece at a time.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

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
