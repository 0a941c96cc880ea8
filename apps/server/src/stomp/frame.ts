/** A STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html). */

export interface StompFrame {
  command: string;
  /** Header name → value; on repeated headers the first occurrence wins (spec 1.2). */
  headers: Record<string, string>;
  body: Buffer;
}

export class StompProtocolError extends Error {
  override name = 'StompProtocolError';
}

const NUL = 0x00;
const LF = 0x0a;
const CR = 0x0d;

/** CONNECT and CONNECTED headers are not escaped (spec 1.2, "Value Encoding"). */
const rawHeaderCommands = new Set(['CONNECT', 'CONNECTED']);

function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );
}

function unescapeHeader(value: string): string {
  return value.replace(/\\(.)?/g, (_whole, c: string | undefined) => {
    switch (c) {
      case '\\':
        return '\\';
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      default:
        throw new StompProtocolError(`Undefined escape sequence \\${c ?? ''} in a header`);
    }
  });
}

export function encodeFrame(
  command: string,
  headers: Record<string, string> = {},
  body: string | Buffer = '',
): Buffer {
  const bodyBuffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const escape = rawHeaderCommands.has(command) ? (v: string) => v : escapeHeader;
  let head = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-length') continue;
    head += `${escape(name)}:${escape(value)}\n`;
  }
  if (bodyBuffer.length > 0 || command === 'MESSAGE' || command === 'ERROR') {
    head += `content-length:${bodyBuffer.length}\n`;
  }
  head += '\n';
  return Buffer.concat([Buffer.from(head, 'utf8'), bodyBuffer, Buffer.from([NUL])]);
}

export type Decoded = StompFrame | 'heartbeat';

/**
 * Incremental decoder: WebSocket messages may carry several frames, part of one, or heart-beat EOLs.
 * Throws {@link StompProtocolError} on malformed input or a frame over `maxFrameBytes`.
 */
export class FrameDecoder {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes = 64 * 1024) {}

  push(chunk: Buffer): Decoded[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const out: Decoded[] = [];
    for (;;) {
      // EOLs between frames are heart-beats.
      let start = 0;
      while (start < this.buffer.length) {
        const b = this.buffer[start];
        if (b === LF) {
          out.push('heartbeat');
          start++;
        } else if (b === CR && this.buffer[start + 1] === LF) {
          out.push('heartbeat');
          start += 2;
        } else if (b === CR && start + 1 === this.buffer.length) {
          break; // wait for the LF
        } else {
          break;
        }
      }
      this.buffer = this.buffer.subarray(start);
      if (this.buffer.length === 0 || this.buffer[0] === CR) return out;
      const frame = this.tryFrame();
      if (!frame) {
        if (this.buffer.length > this.maxFrameBytes) {
          throw new StompProtocolError(`Frame larger than ${this.maxFrameBytes} bytes`);
        }
        return out;
      }
      out.push(frame);
    }
  }

  private tryFrame(): StompFrame | null {
    const buf = this.buffer;
    let headerEnd = -1;
    let bodyStart = -1;
    for (let i = 0; i < buf.length; i++) {
      if (buf[i] !== LF) continue;
      if (buf[i + 1] === LF) {
        headerEnd = i;
        bodyStart = i + 2;
        break;
      }
      if (buf[i + 1] === CR && buf[i + 2] === LF) {
        headerEnd = i;
        bodyStart = i + 3;
        break;
      }
    }
    if (headerEnd < 0) {
      // A frame with no headers and no blank line cannot be complete; a NUL first means garbage.
      if (buf.indexOf(NUL) >= 0 && buf.indexOf(LF) < 0) {
        throw new StompProtocolError('Frame without a command line');
      }
      return null;
    }
    const lines = buf
      .subarray(0, headerEnd)
      .toString('utf8')
      .split('\n')
      .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const command = lines[0] ?? '';
    if (!/^[A-Z]+$/.test(command))
      throw new StompProtocolError(`Bad command ${JSON.stringify(command)}`);
    const raw = rawHeaderCommands.has(command);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError(`Bad header line ${JSON.stringify(line)}`);
      const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
      const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
      if (!(name in headers)) headers[name] = value;
    }
    let bodyEnd: number;
    const lengthHeader = headers['content-length'];
    if (lengthHeader !== undefined) {
      if (!/^\d+$/.test(lengthHeader)) throw new StompProtocolError('Bad content-length');
      const length = Number(lengthHeader);
      if (length > this.maxFrameBytes) {
        throw new StompProtocolError(`Frame larger than ${this.maxFrameBytes} bytes`);
      }
      if (buf.length < bodyStart + length + 1) return null;
      bodyEnd = bodyStart + length;
      if (buf[bodyEnd] !== NUL) throw new StompProtocolError('Frame body not terminated by NUL');
    } else {
      bodyEnd = buf.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return null;
    }
    const body = Buffer.from(buf.subarray(bodyStart, bodyEnd));
    this.buffer = buf.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}
