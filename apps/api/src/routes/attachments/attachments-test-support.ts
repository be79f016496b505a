import { deflateRawSync } from 'node:zlib';

interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the directory claims the entry unpacks to; its real size unless a test lies. */
  declaredSize?: number;
}

/**
 * A zip file built by hand (deflated entries, one central directory), for the upload tests; its end
 * record may claim another number of entries.
 */
export const zipOf = (entries: ZipEntry[], { declaredEntries = entries.length } = {}): Buffer => {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredEntries, 8);
  end.writeUInt16LE(declaredEntries, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
};

/** A real PNG of this size, one colour. */
export const pngOf = async (width: number, height: number): Promise<Buffer> => {
  const { Jimp } = await import('jimp');
  return new Jimp({ width, height, color: 0x1f6feb_ff }).getBuffer('image/png');
};
