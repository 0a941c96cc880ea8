import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
} from 'fastify';
import { fail } from '../envelope';
import { ErrorCode } from '../kernel/errors';

/**
 * The transport's own refusals, answered with the `{code, msg, data}` envelope like every other error:
 * a malformed URL (400), a URL over {@link MAX_URL_LENGTH} (414), headers over {@link MAX_HEADER_BYTES}
 * (431, or 414 when it is the request line that overflows), a request too slow to arrive (408) and
 * anything else Node's HTTP parser refuses (400).
 */

/** Longest URL (path and query) the server reads; longer ones get 414. */
export const MAX_URL_LENGTH = 8 * 1024;
/** Node's limit on the request line plus all headers; over it, Node's parser stops reading. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** How long a refused connection may keep sending before it is cut. */
const DRAIN_MS = 2000;

const envelopeBody = (code: number, msg: string) => JSON.stringify(fail(code, msg));

/** Options for `Fastify(...)`: router and header limits, and envelopes for what Fastify answers itself. */
export const transportOptions: Pick<
  FastifyHttpOptions<Server>,
  'routerOptions' | 'http' | 'frameworkErrors' | 'clientErrorHandler'
> = {
  // Path parameters up to the URL limit reach the document's schemas, which name the field that is wrong.
  routerOptions: { maxParamLength: MAX_URL_LENGTH },
  http: { maxHeaderSize: MAX_HEADER_BYTES },
  // Fastify answers these itself (with its own JSON) unless given this hook.
  frameworkErrors: (error, _req, reply) => answerFrameworkError(error, reply as FastifyReply),
  clientErrorHandler: answerClientError,
};

function answerFrameworkError(error: FastifyError, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(fail(ErrorCode.URI_TOO_LONG, 'URL too long'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(fail(ErrorCode.BAD_REQUEST, 'Malformed URL (bad percent-encoding)'));
  }
  return reply.code(400).send(fail(ErrorCode.BAD_REQUEST, 'Bad request'));
}

const answered = new WeakSet<Socket>();

/** What Node's HTTP parser refused, before Fastify saw a request: a raw response with the envelope. */
export function answerClientError(connectionError: ConnectionError, socket: Socket) {
  // Node's parse errors carry the chunk being parsed as a Buffer (fastify's type says otherwise).
  const error = connectionError as Error & { code?: string; rawPacket?: unknown };
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The parser reports every further chunk of a refused request again: answer once.
  if (answered.has(socket)) return;
  answered.add(socket);
  let status = 400;
  let msg = 'Malformed HTTP request';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    msg = 'Request timed out';
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    [status, msg] = requestLineOverflows(
      Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined,
    )
      ? [414, 'URL too long']
      : [431, 'Request headers too large'];
  }
  const body = envelopeBody(status, msg);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  // Read and drop what the client is still sending: closing with unread data would reset the
  // connection and could lose the answer before the client reads it.
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}

/** Whether the overflowing packet is a request line that did not end within the URL limit. */
function requestLineOverflows(packet: Buffer | undefined): boolean {
  if (!packet) return false;
  const head = packet.subarray(0, Math.min(packet.length, MAX_URL_LENGTH + 32)).toString('latin1');
  if (!/^[A-Z]+ /.test(head)) return false;
  const lineEnd = packet.indexOf('\n');
  return lineEnd === -1 || lineEnd > MAX_URL_LENGTH;
}

/** Refuses URLs over the limit that Node's header limit let through (414, in the envelope). */
export function registerUrlLimit(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.raw.url && req.raw.url.length > MAX_URL_LENGTH) {
      return reply
        .code(414)
        .send(fail(ErrorCode.URI_TOO_LONG, `URL too long (over ${MAX_URL_LENGTH} characters)`));
    }
  });
}
