import { describe, expect, it } from 'vitest';
import { cleanImage, ImageError, sniffImage } from './image';
import { GPS_TEXT, jpegWithExif, pngWithText, webpWithExif } from './testImages';

/** The signature check and the metadata allow-list, on images built byte by byte. */
describe('upload images', () => {
  it('tells the type by signature only', () => {
    expect(sniffImage(jpegWithExif())).toBe('jpeg');
    expect(sniffImage(pngWithText())).toBe('png');
    expect(sniffImage(webpWithExif())).toBe('webp');
    expect(sniffImage(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
  });

  it('drops EXIF/GPS, comments and bytes after the end of a JPEG, keeps the picture', () => {
    const input = jpegWithExif();
    const { type, bytes } = cleanImage(input);
    expect(type).toBe('jpeg');
    const text = bytes.toString('latin1');
    expect(input.toString('latin1')).toContain(GPS_TEXT);
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('a comment');
    expect(text).not.toContain('<script>');
    expect(text).toContain('JFIF');
    expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    // The scan data (with its stuffed byte and restart marker) is untouched.
    expect(bytes.includes(Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]))).toBe(true);
  });

  it('drops text and eXIf chunks of a PNG', () => {
    const { bytes } = cleanImage(pngWithText());
    const text = bytes.toString('latin1');
    expect(text).not.toContain('GPS');
    expect(text).toContain('IHDR');
    expect(text).toContain('IDAT');
    expect(text).toContain('IEND');
  });

  it('drops EXIF and XMP chunks of a WebP and clears their flags', () => {
    const { bytes } = cleanImage(webpWithExif());
    expect(bytes.toString('latin1')).not.toContain('GPS');
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes[20]! & 0x0c).toBe(0);
  });

  it('refuses other types and broken structure', () => {
    expect(() => cleanImage(Buffer.from('<svg/>'))).toThrow(ImageError);
    expect(() => cleanImage(jpegWithExif().subarray(0, 30))).toThrow(/Not a valid image/);
    expect(() => cleanImage(pngWithText().subarray(0, 40))).toThrow(/Not a valid image/);
  });
});
