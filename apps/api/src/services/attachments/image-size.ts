/** Width and height from an image's header, before anything is decoded; undefined when unreadable. */
export const imageSize = (head: Buffer, type: string): { width: number; height: number } | undefined => {
  try {
    switch (type) {
      case 'image/png':
        // The IHDR chunk comes first.
        if (head.toString('latin1', 12, 16) !== 'IHDR') return undefined;
        return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
      case 'image/gif':
        return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
      case 'image/webp':
        return webpSize(head);
      case 'image/jpeg':
        return jpegSize(head);
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
};

const webpSize = (head: Buffer) => {
  const format = head.toString('latin1', 12, 16);
  if (format === 'VP8X') {
    return { width: 1 + head.readUIntLE(24, 3), height: 1 + head.readUIntLE(27, 3) };
  }
  if (format === 'VP8L') {
    if (head[20] !== 0x2f) return undefined;
    const bits = head.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (format === 'VP8 ') {
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return undefined;
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
};

/** The frame header (SOF0–SOF15 but DHT, JPG and DAC) holds the size. */
const jpegSize = (head: Buffer) => {
  let at = 2;
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return undefined;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = head.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: head.readUInt16BE(at + 5), width: head.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
};
