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
});
