import { describe, expect, it } from 'vitest';
import { checkFile, sniffKind } from './fileCheck';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const PDF = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [1, 2, 3, 4],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );
const EXE = [0x4d, 0x5a, 0x90, 0x00];

const blob = (bytes: number[], type = 'image/jpeg', pad = 0) =>
  new File([new Uint8Array([...bytes, ...new Array(pad).fill(0)])], 'photo.jpg', { type });

describe('sniffKind', () => {
  it('recognises files by their first bytes', () => {
    expect(sniffKind(new Uint8Array(PNG))).toBe('png');
    expect(sniffKind(new Uint8Array(JPEG))).toBe('jpeg');
    expect(sniffKind(new Uint8Array(PDF))).toBe('pdf');
    expect(sniffKind(new Uint8Array(WEBP))).toBe('webp');
    expect(sniffKind(new Uint8Array(EXE))).toBeNull();
    expect(sniffKind(new Uint8Array([]))).toBeNull();
  });
});

describe('checkFile', () => {
  it('accepts an allowed kind within the size limit', async () => {
    expect(await checkFile(blob(JPEG), ['jpeg', 'png'], 1024)).toEqual({ ok: true, kind: 'jpeg' });
  });

  it('rejects a program renamed to .jpg with an image type', async () => {
    expect(await checkFile(blob(EXE, 'image/jpeg'), ['jpeg', 'png'], 1024)).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('rejects a real but not allowed kind, empty files and files over the limit', async () => {
    expect(await checkFile(blob(PDF), ['jpeg', 'png'], 1024)).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await checkFile(blob([]), ['jpeg'], 1024)).toEqual({ ok: false, reason: 'empty' });
    expect(await checkFile(blob(JPEG, 'image/jpeg', 1024), ['jpeg'], 1024)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect((await checkFile(blob(JPEG, 'image/jpeg', 1018), ['jpeg'], 1024)).ok).toBe(true);
  });
});
