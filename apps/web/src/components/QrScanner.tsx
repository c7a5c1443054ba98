import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The browser's own QR decoder (Chrome on Android, Safari 17+), where it exists. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (o: { formats: string[] }) => BarcodeDetectorLike;
  }
}

/** One frame's QR text, through BarcodeDetector when present, else jsQR (loaded on first use). */
async function decodeFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement, native: BarcodeDetectorLike | null) {
  if (native) {
    const found = await native.detect(video);
    return found[0]?.rawValue ?? null;
  }
  const w = video.videoWidth;
  const h = video.videoHeight;
  if (!w || !h) return null;
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, w, h);
  const { default: jsQR } = await import('jsqr');
  return jsQR(ctx.getImageData(0, 0, w, h).data, w, h)?.data ?? null;
}

/** The phone's back camera (lab receipt, field labels), scanning until a QR code is read; `onCode` gets its text. */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer = 0;
    const native = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;
    const tick = async () => {
      if (stopped || !video.current || !canvas.current) return;
      try {
        const code = await decodeFrame(video.current, canvas.current, native);
        if (code && !stopped) {
          setOn(false);
          found.current(code);
          return;
        }
      } catch {
        // A frame that cannot be read: try the next one.
      }
      timer = window.setTimeout(tick, 250);
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        video.current!.srcObject = stream;
        await video.current!.play();
        tick();
      } catch (err) {
        setError((err as Error).name || (err as Error).message);
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [on]);

  return (
    <div>
      <Button
        icon={<CameraOutlined />}
        onClick={() => {
          setError(null);
          setOn((v) => !v);
        }}
        data-testid="scan-camera"
      >
        {on ? t('lab.scan.stop') : t('lab.scan.camera')}
      </Button>
      {error && (
        <Alert type="warning" showIcon style={{ marginTop: 8 }} title={t('lab.scan.noCamera', { reason: error })} />
      )}
      <video
        ref={video}
        muted
        playsInline
        style={{ display: on ? 'block' : 'none', width: '100%', maxWidth: 480, marginTop: 8, borderRadius: 8 }}
      />
      <canvas ref={canvas} hidden />
    </div>
  );
}
