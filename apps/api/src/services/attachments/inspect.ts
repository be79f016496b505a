import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentType,
  attachmentKinds,
  attachmentMessages,
} from '@maatwerk/contract';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from './image-size.ts';
import type { FileStorage } from './storage.ts';
import { decodeToThumbnail } from './thumbnail.ts';
import { findZipDirectory, judgeZipDirectory, ZIP_TAIL_BYTES } from './zip-directory.ts';

/** An image larger than this many pixels is not decoded (a 25 MB file can claim any size). */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * What makes a browser treat bytes as a page: the signatures of the MIME sniffing standard and the
 * elements that run script. A text file or image that contains one is refused.
 */
const HTML_MARKER =
  /<(?:!doctype\s+html|html|head|body|script|iframe|svg|object|embed|\?xml-stylesheet)[\s>/]/i;
/** The longest marker, kept from one piece to the next so that none hides across a boundary. */
const OVERLAP = 24;

export type Inspection =
  | { ok: true; type: AttachmentType; thumbnail: Buffer | null }
  | { ok: false; message: string };

const refuse = (message: string): Inspection => ({ ok: false, message });

const zipBasedTypes: Record<string, AttachmentType> = {
  'word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** What file-type may call a zip or a kind built on one; the directory decides which it is. */
const zipMimes = new Set<string>([
  'application/zip',
  'application/vnd.oasis.opendocument.text',
  ...Object.values(zipBasedTypes),
]);

/**
 * Looks for HTML in a file piece by piece as it streams past (no second read), and for a NUL byte
 * (binary, not text); a marker split over two pieces is still found.
 */
export class HtmlScanner {
  html = false;
  binary = false;
  private carry = '';

  feed(piece: Buffer): void {
    if (this.html) return;
    const text = this.carry + piece.toString('latin1');
    if (HTML_MARKER.test(text)) this.html = true;
    if (!this.binary && piece.includes(0)) this.binary = true;
    this.carry = text.slice(-OVERLAP);
  }
}

const readAll = async (storage: FileStorage, id: string, size: number): Promise<Buffer> => {
  const pieces: Buffer[] = [];
  for await (const piece of storage.read(id)) pieces.push(piece);
  return Buffer.concat(pieces, size);
};

const inspectZip = async (
  storage: FileStorage,
  id: string,
  size: number,
  name: string,
  head: Buffer,
): Promise<Inspection> => {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const place = findZipDirectory(await storage.readRange(id, tailStart, size), size);
  if (place === 'broken') return refuse(attachmentMessages.brokenZip(name));
  if (place === 'too_large') return refuse(attachmentMessages.zipTooLarge(name));
  const directory = await storage.readRange(id, place.offset, place.offset + place.size);
  const verdict = judgeZipDirectory(directory, place, size);
  if (!verdict.ok) {
    return refuse(
      verdict.reason === 'broken' ? attachmentMessages.brokenZip(name) : attachmentMessages.zipTooLarge(name),
    );
  }
  const office = verdict.names.map((entry) => zipBasedTypes[entry]).find((type) => type !== undefined);
  if (office) return { ok: true, type: office, thumbnail: null };
  // An OpenDocument text starts with the stored entry 'mimetype' that names its kind.
  const odt = 'application/vnd.oasis.opendocument.text';
  if (
    head.toString('latin1', 30, 38) === 'mimetype' &&
    head.toString('latin1', 38, 38 + odt.length) === odt
  ) {
    return { ok: true, type: odt, thumbnail: null };
  }
  return { ok: true, type: 'application/zip', thumbnail: null };
};

/** A WebP has no decoder here: its RIFF container must hold exactly the file and name its size. */
const webpIsWhole = (head: Buffer, size: number) =>
  head.toString('latin1', 0, 4) === 'RIFF' &&
  head.readUInt32LE(4) + 8 === size &&
  imageSize(head, 'image/webp');

const inspectImage = async (
  storage: FileStorage,
  id: string,
  size: number,
  name: string,
  head: Buffer,
  type: AttachmentType,
  scan: HtmlScanner,
): Promise<Inspection> => {
  const dimensions = imageSize(head, type);
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) {
    return refuse(attachmentMessages.brokenImage(name));
  }
  if (dimensions.width * dimensions.height > IMAGE_MAX_PIXELS)
    return refuse(attachmentMessages.brokenImage(name));
  if (scan.html) return refuse(attachmentMessages.looksLikeHtml(name));
  if (type === 'image/webp') {
    return webpIsWhole(head, size)
      ? { ok: true, type, thumbnail: null }
      : refuse(attachmentMessages.brokenImage(name));
  }
  try {
    return { ok: true, type, thumbnail: await decodeToThumbnail(await readAll(storage, id, size)) };
  } catch {
    return refuse(attachmentMessages.brokenImage(name));
  }
};

/**
 * Decides what a stored upload is from its bytes alone (its first piece, `head`, and what it needs
 * of the rest): one of the allowed kinds, checked so that it is what it claims, or refused with a
 * Dutch message that names the file.
 */
export const inspectUpload = async (
  storage: FileStorage,
  id: string,
  size: number,
  name: string,
  head: Buffer,
  /** What the scanner saw of the whole file while it was stored. */
  scan: HtmlScanner,
): Promise<Inspection> => {
  if (size === 0) return refuse(attachmentMessages.empty(name));
  if (size > ATTACHMENT_MAX_BYTES) return refuse(attachmentMessages.tooLarge(name));
  const found = await fileTypeFromBuffer(head);
  if (!found) {
    // No signature: text, if it has no NUL bytes and nothing a browser would run as a page.
    if (scan.html) return refuse(attachmentMessages.looksLikeHtml(name));
    if (scan.binary) return refuse(attachmentMessages.refusedType(name));
    return { ok: true, type: 'text/plain', thumbnail: null };
  }
  if (zipMimes.has(found.mime)) {
    return inspectZip(storage, id, size, name, head);
  }
  if (/html|xml|svg/.test(found.mime)) return refuse(attachmentMessages.looksLikeHtml(name));
  const type = found.mime as AttachmentType;
  if (!Object.hasOwn(attachmentKinds, type)) return refuse(attachmentMessages.refusedType(name));
  if (attachmentKinds[type].image) return inspectImage(storage, id, size, name, head, type, scan);
  return { ok: true, type, thumbnail: null };
};
