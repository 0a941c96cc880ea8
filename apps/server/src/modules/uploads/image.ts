/**
 * Image checks for uploads, pure: the type from the file's signature (JPEG, PNG and WebP only, whatever
 * its name says), and a lossless copy that keeps only what a decoder needs. Metadata is dropped by an
 * allow-list of segments and chunks (EXIF, GPS, XMP, IPTC, comments, text chunks and anything unknown
 * go, so do bytes after the image's end), without decoding or re-encoding the picture.
 */

export type ImageType = 'jpeg' | 'png' | 'webp';

export const IMAGE_TYPES: Record<ImageType, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

export class ImageError extends Error {
  constructor(
    readonly reason: 'type' | 'corrupt',
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by signature, or null for anything else (HTML, SVG, GIF, …). */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const corrupt = (what: string) => new ImageError('corrupt', `Not a valid image: ${what}`);

/** JPEG segments kept: frame and table markers (SOFn, DHT, DAC, DQT, DRI, …), JFIF, Adobe, ICC. */
function keepJpegSegment(marker: number, data: Buffer): boolean {
  if (marker >= 0xc0 && marker <= 0xcf) return true;
  if (marker >= 0xdb && marker <= 0xdf) return true;
  if (marker === 0xe0) return data.toString('latin1', 0, 5) === 'JFIF\0';
  if (marker === 0xe2) return data.toString('latin1', 0, 12) === 'ICC_PROFILE\0';
  if (marker === 0xee) return data.toString('latin1', 0, 5) === 'Adobe';
  return false;
}

function stripJpeg(bytes: Buffer): Buffer {
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let pos = 2;
  for (;;) {
    if (pos + 1 >= bytes.length) throw corrupt('JPEG ends before its end marker');
    if (bytes[pos] !== 0xff) throw corrupt('JPEG segment without a marker');
    while (bytes[pos + 1] === 0xff) pos++; // fill bytes
    const marker = bytes[pos + 1]!;
    if (marker === 0xd9) {
      out.push(bytes.subarray(pos, pos + 2)); // EOI: anything after it is dropped
      return Buffer.concat(out);
    }
    if (pos + 4 > bytes.length) throw corrupt('JPEG segment cut short');
    const length = bytes.readUInt16BE(pos + 2);
    const end = pos + 2 + length;
    if (length < 2 || end > bytes.length) throw corrupt('JPEG segment length');
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the next marker that is not a stuffed 0xFF00
      // nor a restart marker.
      let scan = end;
      while (scan + 1 < bytes.length) {
        if (bytes[scan] === 0xff) {
          const next = bytes[scan + 1]!;
          if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        scan++;
      }
      out.push(bytes.subarray(pos, scan));
      pos = scan;
      continue;
    }
    if (keepJpegSegment(marker, bytes.subarray(pos + 4, end))) out.push(bytes.subarray(pos, end));
    pos = end;
  }
}

const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

function stripPng(bytes: Buffer): Buffer {
  const out: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  let first = true;
  for (;;) {
    if (pos + 12 > bytes.length) throw corrupt('PNG ends before IEND');
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) throw corrupt('PNG chunk');
    if (first && type !== 'IHDR') throw corrupt('PNG without IHDR first');
    first = false;
    if (PNG_KEEP.has(type)) out.push(bytes.subarray(pos, end));
    if (type === 'IEND') return Buffer.concat(out);
    pos = end;
  }
}

const WEBP_KEEP = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

function stripWebp(bytes: Buffer): Buffer {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 12) throw corrupt('WebP size');
  const chunks: Buffer[] = [];
  let pos = 12;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) throw corrupt('WebP chunk header');
    const type = bytes.toString('latin1', pos, pos + 4);
    const size = bytes.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size % 2);
    if (end > riffEnd) throw corrupt('WebP chunk size');
    if (WEBP_KEEP.has(type)) {
      const chunk = Buffer.from(bytes.subarray(pos, end));
      // VP8X flags: bit 3 EXIF, bit 2 XMP present; they are gone now.
      if (type === 'VP8X' && size >= 1) chunk[8] = chunk[8]! & ~0x0c;
      chunks.push(chunk);
    }
    pos = end;
  }
  if (chunks.length === 0) throw corrupt('WebP without image data');
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** The image's type and a copy without its metadata; throws ImageError for anything else. */
export function cleanImage(bytes: Buffer): { type: ImageType; bytes: Buffer } {
  const type = sniffImage(bytes);
  if (!type) throw new ImageError('type', 'Only JPEG, PNG and WebP images are accepted');
  const strip = type === 'jpeg' ? stripJpeg : type === 'png' ? stripPng : stripWebp;
  return { type, bytes: strip(bytes) };
}
