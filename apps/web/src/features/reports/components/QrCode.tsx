import { useMemo } from 'react';
import QRCode from 'qrcode';

/** A QR code as SVG squares (no canvas, no innerHTML): crisp on screen and on paper. */
export function QrCode({ text, size = 96, label }: { text: string; size?: number; label: string }) {
  const cells = useMemo(() => {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const dark: string[] = [];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) dark.push(`M${c + 2} ${r + 2}h1v1h-1z`);
    }
    return { n: n + 4, d: dark.join('') };
  }, [text]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${cells.n} ${cells.n}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="report-qr"
    >
      <rect width={cells.n} height={cells.n} fill="#fff" />
      <path d={cells.d} fill="#000" />
    </svg>
  );
}
