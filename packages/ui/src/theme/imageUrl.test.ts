import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './imageUrl';

describe('safeImageUrl', () => {
  it('accepts https, root-relative and data:image URLs', () => {
    expect(safeImageUrl('/favicon.svg')).toBe('/favicon.svg');
    expect(safeImageUrl(' https://cdn.example.com/icon.png ')).toBe(
      'https://cdn.example.com/icon.png',
    );
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('refuses anything else, so an operator value can never run script or load from http', () => {
    for (const value of [
      'javascript:alert(1)',
      'http://example.com/icon.png',
      '//evil.example/icon.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      '/icon.png" onload="x',
      '',
      undefined,
    ]) {
      expect(safeImageUrl(value), String(value)).toBeUndefined();
    }
  });
});
