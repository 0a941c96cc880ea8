/** File kinds an upload may accept, recognised by their first bytes (not by name or claimed type). */
export const fileKinds = {
  jpeg: { mime: 'image/jpeg', signature: [[0xff, 0xd8, 0xff]] },
  png: { mime: 'image/png', signature: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  webp: { mime: 'image/webp', signature: [] },
  pdf: { mime: 'application/pdf', signature: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
} as const;

export type FileKind = keyof typeof fileKinds;

export type FileCheck =
  { ok: true; kind: FileKind } | { ok: false; reason: 'empty' | 'tooLarge' | 'type' };

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0) {
  return sig.every((b, i) => bytes[offset + i] === b);
}

/** Which kind the bytes are, from their signature ("magic bytes"), or null. */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, fileKinds.jpeg.signature[0])) return 'jpeg';
  if (startsWith(bytes, fileKinds.png.signature[0])) return 'png';
  if (startsWith(bytes, fileKinds.pdf.signature[0])) return 'pdf';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/**
 * Checks a chosen file before upload: not empty, not larger than `maxBytes`, and its bytes are one
 * of the `allowed` kinds (a renamed .exe with a .jpg name fails). The server checks again.
 */
export async function checkFile(
  file: Blob,
  allowed: readonly FileKind[],
  maxBytes: number,
): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > maxBytes) return { ok: false, reason: 'tooLarge' };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const kind = sniffKind(head);
  return kind && allowed.includes(kind) ? { ok: true, kind } : { ok: false, reason: 'type' };
}
