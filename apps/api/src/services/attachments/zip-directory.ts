import { ZIP_MAX_ENTRIES, ZIP_MAX_UNCOMPRESSED_BYTES } from '@maatwerk/contract';

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_BYTES = 22;
/** The end record with the longest comment a zip can have. */
export const ZIP_TAIL_BYTES = END_BYTES + 0xffff;
/** A directory larger than this is not read (10,000 entries of long names fit easily). */
const DIRECTORY_MAX_BYTES = 8 * 1024 * 1024;
const ZIP64 = 0xffffffff;

export type ZipVerdict = { ok: true; names: string[] } | { ok: false; reason: 'broken' | 'too_large' };

export interface ZipDirectoryPlace {
  offset: number;
  size: number;
  entries: number;
}

/** Where the central directory is, from the end record in the file's last bytes. */
export const findZipDirectory = (
  tail: Buffer,
  fileSize: number,
): ZipDirectoryPlace | 'broken' | 'too_large' => {
  for (let at = tail.length - END_BYTES; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== END_SIGNATURE) continue;
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    // ZIP64 is for more than 65,535 entries or 4 GB: beyond the limits either way.
    if (entries === 0xffff || size === ZIP64 || offset === ZIP64) return 'too_large';
    if (entries > ZIP_MAX_ENTRIES) return 'too_large';
    if (size > DIRECTORY_MAX_BYTES || offset + size > fileSize) return 'broken';
    return { offset, size, entries };
  }
  return 'broken';
};

/**
 * Judges a zip by its central directory alone, without unpacking anything: the number of entries
 * and their declared unpacked sizes must stay within the limits, and no two entries may share
 * their bytes (the overlapping-entry bomb).
 */
export const judgeZipDirectory = (
  directory: Buffer,
  place: ZipDirectoryPlace,
  fileSize: number,
): ZipVerdict => {
  const names: string[] = [];
  const offsets = new Set<number>();
  let unpacked = 0;
  let packed = 0;
  let at = 0;
  for (let index = 0; index < place.entries; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== ENTRY_SIGNATURE) {
      return { ok: false, reason: 'broken' };
    }
    const compressed = directory.readUInt32LE(at + 20);
    const uncompressed = directory.readUInt32LE(at + 24);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const localOffset = directory.readUInt32LE(at + 42);
    if (compressed === ZIP64 || uncompressed === ZIP64 || localOffset === ZIP64) {
      return { ok: false, reason: 'too_large' };
    }
    if (localOffset >= fileSize || offsets.has(localOffset)) return { ok: false, reason: 'broken' };
    offsets.add(localOffset);
    unpacked += uncompressed;
    packed += compressed;
    if (unpacked > ZIP_MAX_UNCOMPRESSED_BYTES) return { ok: false, reason: 'too_large' };
    if (packed > fileSize) return { ok: false, reason: 'broken' };
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, names };
};
