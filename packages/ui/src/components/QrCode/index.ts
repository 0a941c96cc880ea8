export { QrCode, qrPath, type QrCodeProps } from './QrCode';
