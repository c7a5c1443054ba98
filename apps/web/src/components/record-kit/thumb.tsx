import { Suspense, useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { lazyNamed, useLatched } from './lazy';

/** Shown when an image cannot be loaded (deleted upload, unreachable host): a neutral picture icon. */
export const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f2f3f5"/><path d="M18 44l9-12 7 9 5-6 7 9z" fill="#c9cdd4"/><circle cx="40" cy="24" r="4" fill="#c9cdd4"/></svg>',
  );

// antd's Image (preview with zoom/rotate) loads on the first click, not with the list.
const ImagePreview = lazyNamed(() => import('./images'), 'ImagePreview');

/** A list thumbnail (a plain <img>) that opens the full image on click, or a neutral placeholder. */
export function Thumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const mounted = useLatched(open);
  if (!src) {
    return (
      <span className="records-thumb records-thumb--empty" aria-hidden>
        <PictureOutlined />
      </span>
    );
  }
  const broken = failed === src;
  return (
    <>
      <button
        type="button"
        className="records-thumb records-thumb--button"
        disabled={broken}
        onClick={() => setOpen(true)}
      >
        <img
          src={broken ? IMAGE_FALLBACK : src}
          alt={alt}
          width={40}
          height={40}
          loading="lazy"
          onError={() => setFailed(src)}
        />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ImagePreview src={src} alt={alt} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
