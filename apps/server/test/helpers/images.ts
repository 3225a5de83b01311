import sharp from 'sharp';

/** A plain red picture of the given size in the given format, made in memory. */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
  width = 800,
  height = 600,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f00' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * An 800×400 JPEG, left half red and right half blue, whose EXIF says "rotate 90° clockwise to
 * show" (orientation 6). Shown upright it is 400×800 with red on top and blue below.
 */
export function makeSidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 400, channels: 3, background: '#f00' } })
    .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: '#00f' } }, left: 400, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The RGB colour of one pixel of an image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}
