import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameDecoder, StompProtocolError, type StompFrame } from './frame';

const frames = (items: ReturnType<FrameDecoder['push']>) =>
  items.filter((f): f is StompFrame => f !== 'heartbeat');

describe('STOMP frame codec', () => {
  it('round-trips headers with escapes and a body with content-length', () => {
    const encoded = encodeFrame('MESSAGE', { destination: '/a:b\nc\\d', id: '1' }, '{"x":1}');
    expect(encoded.toString()).toContain('destination:/a\\cb\\nc\\\\d\n');
    const [frame] = frames(new FrameDecoder().push(encoded));
    expect(frame).toMatchObject({
      command: 'MESSAGE',
      headers: { destination: '/a:b\nc\\d', id: '1' },
    });
    expect(frame!.body.toString()).toBe('{"x":1}');
  });

  it('does not escape CONNECT headers', () => {
    const encoded = encodeFrame('CONNECT', { token: 'a:b' });
    expect(encoded.toString()).toContain('token:a:b\n');
    expect(frames(new FrameDecoder().push(encoded))[0]!.headers.token).toBe('a:b');
  });

  it('reads a body containing NUL when content-length is given', () => {
    const body = Buffer.from([0x61, 0x00, 0x62]);
    const [frame] = frames(
      new FrameDecoder().push(encodeFrame('SEND', { destination: '/x' }, body)),
    );
    expect([...frame!.body]).toEqual([0x61, 0x00, 0x62]);
  });

  it('handles split chunks, several frames per chunk, CRLF and heart-beats', () => {
    const decoder = new FrameDecoder();
    const wire = Buffer.from(
      '\n\r\nSUBSCRIBE\r\nid:1\r\ndestination:/t\r\n\r\n\x00\nUNSUBSCRIBE\nid:1\n\n\x00',
    );
    const out: ReturnType<FrameDecoder['push']> = [];
    for (let i = 0; i < wire.length; i += 5) out.push(...decoder.push(wire.subarray(i, i + 5)));
    expect(out.filter((f) => f === 'heartbeat')).toHaveLength(3);
    expect(frames(out).map((f) => [f.command, f.headers])).toEqual([
      ['SUBSCRIBE', { id: '1', destination: '/t' }],
      ['UNSUBSCRIBE', { id: '1' }],
    ]);
  });

  it('keeps the first of repeated headers', () => {
    const [frame] = frames(new FrameDecoder().push(Buffer.from('SEND\na:1\na:2\n\n\x00')));
    expect(frame!.headers.a).toBe('1');
  });

  it.each([
    ['a lowercase command', 'send\n\n\x00'],
    ['a header without a colon', 'SEND\nnocolon\n\n\x00'],
    ['an undefined escape', 'SEND\na:\\t\n\n\x00'],
    ['a bad content-length', 'SEND\ncontent-length:x\n\n\x00'],
    ['a body longer than content-length', 'SEND\ncontent-length:1\n\nab\x00'],
  ])('rejects %s', (_name, wire) => {
    expect(() => new FrameDecoder().push(Buffer.from(wire))).toThrow(StompProtocolError);
  });

  it('rejects a frame over the size limit', () => {
    const decoder = new FrameDecoder(100);
    expect(() => decoder.push(Buffer.from(`SEND\n\n${'x'.repeat(200)}`))).toThrow(/larger than/);
  });

  it('rejects a complete frame over the size limit that arrives in one chunk', () => {
    const decoder = new FrameDecoder(100);
    expect(() => decoder.push(Buffer.from(`SEND\n\n${'x'.repeat(200)}\0`))).toThrow(
      /larger than 100 bytes/,
    );
  });

  it('limits the number of headers', () => {
    const wire = (n: number) =>
      Buffer.from(`SEND\n${Array.from({ length: n }, (_, i) => `h${i}:v\n`).join('')}\n\0`);
    expect(frames(new FrameDecoder({ maxHeaders: 4 }).push(wire(4)))).toHaveLength(1);
    expect(() => new FrameDecoder({ maxHeaders: 4 }).push(wire(5))).toThrow(/More than 4 headers/);
    // Before the blank line arrives, too.
    expect(() =>
      new FrameDecoder({ maxHeaders: 4 }).push(Buffer.from('SEND\na:1\nb:2\nc:3\nd:4\ne:5\nf')),
    ).toThrow(/More than 4 headers/);
  });

  it('limits the header section without waiting for the frame size limit', () => {
    const decoder = new FrameDecoder({ maxFrameBytes: 64 * 1024, maxHeaderBytes: 100 });
    expect(decoder.push(Buffer.from(`SEND\na:${'x'.repeat(80)}`))).toEqual([]);
    expect(() => decoder.push(Buffer.from('x'.repeat(30)))).toThrow(/Headers larger than 100/);
  });

  it('rejects headers that are not valid UTF-8, and keeps valid UTF-8', () => {
    const wire = (value: Buffer) =>
      Buffer.concat([Buffer.from('SEND\na:'), value, Buffer.from('\n\n\0')]);
    expect(() => new FrameDecoder().push(wire(Buffer.from([0xc3, 0x28])))).toThrow(
      'Headers are not valid UTF-8',
    );
    expect(() => new FrameDecoder().push(wire(Buffer.from([0xed, 0xa0, 0x80])))).toThrow(
      'Headers are not valid UTF-8',
    );
    const [frame] = frames(new FrameDecoder().push(wire(Buffer.from('ü€😀', 'utf8'))));
    expect(frame!.headers.a).toBe('ü€😀');
  });

  it.each([
    ['binary noise', Buffer.from([0x01, 0x02])],
    ['a space in the command', Buffer.from('GET / HTTP/1.1')],
    ['a lone CR before a command', Buffer.from('\rSEND')],
    ['a NUL before the blank line', Buffer.from('SEND\na:1\0')],
    ['a command line too long for any command', Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ')],
  ])('rejects %s before the frame is complete', (_name, wire) => {
    expect(() => new FrameDecoder().push(wire)).toThrow(StompProtocolError);
  });

  it('reports whether part of a frame is buffered', () => {
    const decoder = new FrameDecoder();
    decoder.push(Buffer.from('\n'));
    expect(decoder.pending).toBe(false);
    decoder.push(Buffer.from('SEN'));
    expect(decoder.pending).toBe(true);
    decoder.push(Buffer.from('D\n\n\0'));
    expect(decoder.pending).toBe(false);
  });
});
