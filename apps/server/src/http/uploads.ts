import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fail } from '../envelope';
import { ErrorCode } from '../kernel/errors';
import { storedImage, UPLOAD_MAX_BYTES } from '../modules/uploads/service';

/**
 * Multipart parsing for `/common/uploadPre` (the handler reads the parts itself, with its own limits;
 * the contract's body schema is not applied to a stream). Call before the contract's routes exist.
 */
export async function registerUploadParsing(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId === 'uploadFile' && route.schema) delete route.schema.body;
  });
}

/** No script context for a stored file, whatever a browser makes of its bytes. */
const FILE_POLICY = "default-src 'none'; img-src 'self'; style-src 'none'; sandbox";

/**
 * Serves stored images at `/upload/<name>`: only names this server generated, with the content type of
 * the type it checked (never sniffed, `nosniff`), a sandboxing CSP and no caching of misses.
 */
export async function registerUploadedFiles(app: FastifyInstance, uploadDir: string) {
  await app.register(async (scope) => {
    // Runs after the app-wide security headers: this policy replaces the app's for files.
    scope.addHook('onSend', async (_req, reply, payload) => {
      reply.header('content-security-policy', FILE_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      return payload;
    });
    scope.get<{ Params: { name: string } }>('/upload/:name', async (req, reply) => {
      const found = storedImage(uploadDir, req.params.name);
      if (!found) {
        return reply.code(404).send(fail(ErrorCode.NOT_FOUND, 'No such file'));
      }
      reply.header('content-type', found.contentType);
      reply.header('content-disposition', 'inline');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.send(fs.createReadStream(found.file));
    });
  });
}
