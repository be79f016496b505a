import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client.ts';
import { databaseStorage } from './database-storage.ts';
import type { DownloadRow } from './read.ts';
import type { FileStorage } from './storage.ts';

/** `filename*` of RFC 6266 (UTF-8, percent-encoded), with a plain ASCII `filename` for old clients. */
export const contentDisposition = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * What every attachment answer carries: a download, never shown inline, its type not guessed by the
 * browser, and no page, script or plugin of it allowed to run should anything still open it.
 */
export const safeFileHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
  'cache-control': 'private, no-store',
} as const;

export interface FileAnswer {
  headers: Record<string, string>;
  body: Readable | Buffer;
}

const storageOf = (db: DbOrTx, row: DownloadRow): FileStorage => {
  if (row.storage !== 'database') throw new Error(`unknown attachment storage ${row.storage}`);
  return databaseStorage(db);
};

/** The file as a download, streamed from its storage a piece at a time. */
export const attachmentDownload = (db: DbOrTx, row: DownloadRow): FileAnswer => ({
  headers: {
    ...safeFileHeaders,
    'content-type': row.type,
    'content-length': String(row.sizeBytes),
    'content-disposition': contentDisposition(row.name),
  },
  body: Readable.from(storageOf(db, row).read(row.id)),
});

/** The thumbnail of an image attachment, also as a download; undefined for one without. */
export const thumbnailDownload = (row: DownloadRow): FileAnswer | undefined =>
  row.thumbnail
    ? {
        headers: {
          ...safeFileHeaders,
          'content-type': 'image/png',
          'content-disposition': contentDisposition(`${row.name.replace(/\.[^.]*$/, '')}-klein.png`),
        },
        body: row.thumbnail,
      }
    : undefined;
