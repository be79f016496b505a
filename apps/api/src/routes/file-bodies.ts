import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { attachmentNotFound, type FileAnswer } from '../services/attachments/index.ts';

/**
 * Lets the routes of this plugin take a file as the body: the upload reads the stream itself, a
 * piece at a time. Only the plugins that upload call it, so no other route takes a stream.
 */
export const acceptFileBodies = (app: FastifyInstance) =>
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

/** The request body as it arrives: the upload reads it as a stream. */
export const bodyStream = (request: FastifyRequest): Readable => {
  const body = request.body as Readable | undefined;
  if (!body || typeof (body as Readable).pipe !== 'function') {
    throw new HttpError('bad_request', 'Stuur het bestand zelf als inhoud (application/octet-stream).');
  }
  return body;
};

export const declaredLength = (request: FastifyRequest): number | undefined => {
  const value = Number(request.headers['content-length']);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** A file answer as the reply: its safe headers, then the stream or bytes as they are. */
export const sendFile = (reply: FastifyReply, answer: FileAnswer | undefined): string => {
  if (!answer) throw attachmentNotFound();
  reply.headers(answer.headers);
  // A stream or Buffer is sent as it is: the contract's JSON serializer does not touch it.
  return answer.body as unknown as string;
};
