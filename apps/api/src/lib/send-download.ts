import type { FastifyReply } from 'fastify';

/**
 * A file answered as a download (never shown inline, never cached on the way). Returned as the
 * Buffer it is, so that the contract's JSON serializer leaves the file alone; typed as the
 * contract's string response of the route.
 */
export const sendDownload = (
  reply: FastifyReply,
  file: { bytes: Buffer; filename: string; type: string },
): string => {
  reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store');
  return file.bytes as unknown as string;
};
