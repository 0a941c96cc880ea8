import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import { fail, ok } from './envelope';

const startedAt = Date.now();

/** Builds the server: /api routes, and the built web app with an SPA fallback for client routes. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });

  app.get('/api/health', async () =>
    ok({ status: 'up', uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000) }),
  );

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send(fail(404, `No such API route: ${request.method} ${url}`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(fail(404, 'Not found'));
    }
    if (!hasWeb) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start` from the repository root.');
    }
    const file = path.join(config.webDist, url);
    if (
      url !== '/' &&
      file.startsWith(config.webDist) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      return reply.sendFile(url.slice(1));
    }
    // Client-side routes (/m/index, /m/login, …) all get the app shell.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.code(status).send(fail(status, message));
  });

  return app;
}
