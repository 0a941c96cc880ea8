import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './QrCode';

describe('qrPath', () => {
  it('draws one square per dark module inside a 4-module quiet zone', () => {
    const value = 'https://example.com/invite?code=AB12CD';
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let r = 0; r < modules.size; r++)
      for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark++;
    const { size, d } = qrPath(value);
    expect(size).toBe(modules.size + 8);
    expect(d.match(/M/g)).toHaveLength(dark);
    // The top-left finder pattern starts right after the quiet zone.
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('changes with the value', () => {
    expect(qrPath('a').d).not.toBe(qrPath('b').d);
  });
});

describe('QrCode', () => {
  it('is a named image with the link as visible text', () => {
    render(<QrCode value="https://example.com/i/XYZ" label="QR code for your invite link" />);
    expect(screen.getByRole('img', { name: 'QR code for your invite link' })).toBeTruthy();
    expect(screen.getByText('https://example.com/i/XYZ')).toBeTruthy();
  });
});
