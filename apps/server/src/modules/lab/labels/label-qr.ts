import QRCode from 'qrcode';

/** The modules of the QR code printed for `text` (error correction M, as on report PDFs). */
export function labelQr(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: qr.modules.size, dark: (r, c) => qr.modules.get(r, c) === 1 };
}
