import { describe, expect, it } from 'vitest';
import { uploadHost } from './uploadHost';

describe('uploadHost', () => {
  it('takes the host of FILE_UPLOAD_DOMAIN, or of IP_FILE_UPLOAD_DOMAIN on an IP address', () => {
    const settings = {
      FILE_UPLOAD_DOMAIN: 'https://files.example.com',
      IP_FILE_UPLOAD_DOMAIN: 'http://10.0.0.5:8080',
    };
    expect(uploadHost(settings, 'www.example.com')).toBe('files.example.com');
    expect(uploadHost(settings, '192.168.1.20')).toBe('10.0.0.5:8080');
    expect(uploadHost({}, 'www.example.com')).toBeNull();
    expect(uploadHost({ FILE_UPLOAD_DOMAIN: 'cdn.example.com' }, 'a.b')).toBe('cdn.example.com');
  });
});
