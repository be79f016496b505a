/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIDE = 320;

/**
 * Decodes the whole image with Jimp (pure JavaScript: PNG, JPEG, GIF) and answers a PNG of at most
 * THUMBNAIL_SIDE pixels a side; throws when the bytes do not decode as an image.
 */
export const decodeToThumbnail = async (bytes: Buffer): Promise<Buffer> => {
  // Loaded at the first image: most API processes never need the decoders.
  const { Jimp } = await import('jimp');
  const image = await Jimp.fromBuffer(bytes);
  if (image.width > THUMBNAIL_SIDE || image.height > THUMBNAIL_SIDE) {
    image.scaleToFit({ w: THUMBNAIL_SIDE, h: THUMBNAIL_SIDE });
  }
  return image.getBuffer('image/png');
};
