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

export interface DecoderLimits {
  /** Largest frame (command, headers and body) in bytes. */
  maxFrameBytes?: number;
  /** Most header lines in one frame. */
  maxHeaders?: number;
  /** Largest header section (command line, headers and their EOLs) in bytes. */
  maxHeaderBytes?: number;
}

/** Longer than any STOMP command ("UNSUBSCRIBE" is the longest, 11 characters). */
const MAX_COMMAND_LENGTH = 16;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Incremental decoder: WebSocket messages may carry several frames, part of one, or heart-beat EOLs.
 * Throws {@link StompProtocolError} on malformed input (as soon as the bytes seen cannot start a frame)
 * or on input beyond the limits. {@link pending} tells whether an unfinished frame is buffered.
 */
export class FrameDecoder {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly maxFrameBytes: number;
  private readonly maxHeaders: number;
  private readonly maxHeaderBytes: number;

  constructor(limits: number | DecoderLimits = {}) {
    const options = typeof limits === 'number' ? { maxFrameBytes: limits } : limits;
    this.maxFrameBytes = options.maxFrameBytes ?? 64 * 1024;
    this.maxHeaders = options.maxHeaders ?? 64;
    this.maxHeaderBytes = options.maxHeaderBytes ?? 8 * 1024;
  }

  /** True while part of a frame has arrived and the rest has not. */
  get pending(): boolean {
    return this.buffer.length > 0;
  }

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
      // Nothing left, or a lone CR whose LF is still to come.
      if (this.buffer.length === 0 || (this.buffer.length === 1 && this.buffer[0] === CR))
        return out;
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

  /** Rejects a command line that cannot become a command, before the rest of the frame arrives. */
  private checkCommandLine(buf: Buffer) {
    const lineEnd = buf.indexOf(LF);
    const end = lineEnd < 0 ? buf.length : lineEnd;
    const limit = Math.min(end, MAX_COMMAND_LENGTH + 1);
    for (let i = 0; i < limit; i++) {
      const b = buf[i]!;
      const isLetter = b >= 0x41 && b <= 0x5a;
      const isFinalCr = b === CR && i === end - 1;
      if (!isLetter && !isFinalCr) {
        throw new StompProtocolError(
          `Bad command ${JSON.stringify(buf.subarray(0, Math.min(end, 40)).toString('latin1'))}`,
        );
      }
    }
    if (end > MAX_COMMAND_LENGTH + 1) throw new StompProtocolError('Command line too long');
  }

  private tryFrame(): StompFrame | null {
    const buf = this.buffer;
    this.checkCommandLine(buf);
    let headerEnd = -1;
    let bodyStart = -1;
    let lineCount = 0;
    for (let i = 0; i < buf.length; i++) {
      if (buf[i] === NUL) {
        // Headers never contain NUL, so a NUL before the blank line is not a frame.
        throw new StompProtocolError('Frame without a blank line after its headers');
      }
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
      if (++lineCount > this.maxHeaders) {
        throw new StompProtocolError(`More than ${this.maxHeaders} headers`);
      }
    }
    if (headerEnd < 0) {
      if (buf.length > this.maxHeaderBytes) {
        throw new StompProtocolError(`Headers larger than ${this.maxHeaderBytes} bytes`);
      }
      return null;
    }
    if (headerEnd > this.maxHeaderBytes) {
      throw new StompProtocolError(`Headers larger than ${this.maxHeaderBytes} bytes`);
    }
    let text: string;
    try {
      text = utf8.decode(buf.subarray(0, headerEnd));
    } catch {
      throw new StompProtocolError('Headers are not valid UTF-8');
    }
    const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
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
      if (bodyStart + length + 1 > this.maxFrameBytes) {
        throw new StompProtocolError(`Frame larger than ${this.maxFrameBytes} bytes`);
      }
      if (buf.length < bodyStart + length + 1) return null;
      bodyEnd = bodyStart + length;
      if (buf[bodyEnd] !== NUL) throw new StompProtocolError('Frame body not terminated by NUL');
    } else {
      bodyEnd = buf.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return null;
    }
    if (bodyEnd + 1 > this.maxFrameBytes) {
      throw new StompProtocolError(`Frame larger than ${this.maxFrameBytes} bytes`);
    }
    const body = Buffer.from(buf.subarray(bodyStart, bodyEnd));
    this.buffer = buf.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}
