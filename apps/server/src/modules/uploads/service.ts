import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError, ErrorCode } from '../../kernel/errors';
import { cleanImage, IMAGE_TYPES, ImageError, type ImageType } from './image';

/**
 * Uploaded images (`/common/uploadPre`): at most UPLOAD_MAX_BYTES, JPEG, PNG or WebP by signature,
 * stored without metadata under the upload directory with a random name, served from `/upload/<name>`.
 * The answer's URL carries the `{host}` placeholder the client replaces with its upload host.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Stored names: 32 hex digits and the type's extension (nothing else is ever served). */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** The refusals, each with its own message id (code 1017 FILE_REJECTED). */
export const uploadRefusal = {
  tooLarge: () =>
    new AppError(ErrorCode.FILE_REJECTED, 'The file is larger than 5 MB', {
      file: 'validation.upload.tooLarge',
    }),
  type: () =>
    new AppError(ErrorCode.FILE_REJECTED, 'Only JPEG, PNG and WebP images are accepted', {
      file: 'validation.upload.type',
    }),
  corrupt: (message: string) =>
    new AppError(ErrorCode.FILE_REJECTED, message, { file: 'validation.upload.corrupt' }),
};

export function storeImage(uploadDir: string, bytes: Buffer): { url: string; path: string } {
  if (bytes.length > UPLOAD_MAX_BYTES) throw uploadRefusal.tooLarge();
  let clean: { type: ImageType; bytes: Buffer };
  try {
    clean = cleanImage(bytes);
  } catch (error) {
    if (error instanceof ImageError) {
      throw error.reason === 'type' ? uploadRefusal.type() : uploadRefusal.corrupt(error.message);
    }
    throw error;
  }
  const name = `${randomBytes(16).toString('hex')}.${IMAGE_TYPES[clean.type].ext}`;
  fs.mkdirSync(uploadDir, { recursive: true });
  fs.writeFileSync(path.join(uploadDir, name), clean.bytes, { flag: 'wx', mode: 0o640 });
  return { url: `//{host}/upload/${name}`, path: `/upload/${name}` };
}

/** The stored file of a name and its fixed content type, or null. */
export function storedImage(
  uploadDir: string,
  name: string,
): { file: string; contentType: string } | null {
  if (!STORED_NAME.test(name)) return null;
  const ext = name.split('.')[1]!;
  const type = (Object.keys(IMAGE_TYPES) as ImageType[]).find((t) => IMAGE_TYPES[t].ext === ext)!;
  const file = path.join(uploadDir, name);
  return fs.existsSync(file) ? { file, contentType: IMAGE_TYPES[type].contentType } : null;
}
