import type { FastifyRequest } from 'fastify';
import { defineRoutes } from '../../http/route';
import { AppError, ErrorCode, fieldError } from '../../kernel/errors';
import { storeImage, UPLOAD_MAX_BYTES, uploadRefusal } from './service';

/** Reads the one `file` part and the `module` field of a multipart upload. */
async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; module: unknown }> {
  let bytes: Buffer | null = null;
  let module: unknown;
  try {
    for await (const part of req.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw fieldError(part.fieldname, 'validation.upload.field', 'Send the image as `file`');
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'module') {
        module = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadRefusal.tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw fieldError('file', 'validation.required', 'Send a multipart form with `file`');
    }
    if (code?.startsWith('FST_')) {
      throw new AppError(ErrorCode.BAD_REQUEST, `Malformed upload: ${(error as Error).message}`);
    }
    throw error;
  }
  if (!bytes || bytes.length === 0) throw fieldError('file', 'validation.required', 'No file');
  return { bytes, module };
}

/** Tag `common`, the upload: `/common/uploadPre`. */
export const uploadRoutes = defineRoutes({
  uploadFile: async ({ reply }, ctx) => {
    const { bytes, module } = await readUpload(reply.request);
    if (module !== 'front') throw fieldError('module', 'validation.upload.module', 'module=front');
    return storeImage(ctx.uploadDir, bytes);
  },
});
