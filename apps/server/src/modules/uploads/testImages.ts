/** Small structurally valid images with metadata, for the upload tests. */

const seg = (marker: number, data: Buffer) => {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

export const GPS_TEXT = 'GPSLatitude 48.8584 N; secret-location';

export function jpegWithExif(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    seg(0xe1, Buffer.from(`Exif\0\0${GPS_TEXT}`, 'latin1')),
    seg(0xfe, Buffer.from('a comment', 'latin1')),
    seg(0xdb, Buffer.alloc(65, 1)),
    seg(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    seg(0xc4, Buffer.alloc(20, 0)),
    seg(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    Buffer.from([0xff, 0xd9]),
    Buffer.from('<script>alert(1)</script>', 'latin1'),
  ]);
}

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
};

export function pngWithText(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])),
    chunk('tEXt', Buffer.from(`Comment\0${GPS_TEXT}`, 'latin1')),
    chunk('eXIf', Buffer.from(`MM\0*${GPS_TEXT}`, 'latin1')),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const riffChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
};

export function webpWithExif(): Buffer {
  const body = Buffer.concat([
    riffChunk('VP8X', Buffer.from([0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88])),
    riffChunk('EXIF', Buffer.from(`MM\0*${GPS_TEXT}`, 'latin1')),
    riffChunk('XMP ', Buffer.from(`<x:xmpmeta>${GPS_TEXT}</x:xmpmeta>`, 'latin1')),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
