import { Empty, Image, Space } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Shown when an image cannot be loaded (deleted upload, unreachable host): a neutral picture icon. */
export const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f2f3f5"/><path d="M18 44l9-12 7 9 5-6 7 9z" fill="#c9cdd4"/><circle cx="40" cy="24" r="4" fill="#c9cdd4"/></svg>',
  );

/** A list thumbnail with preview, or a neutral placeholder. */
export function Thumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) {
    return (
      <span className="records-thumb records-thumb--empty" aria-hidden>
        <PictureOutlined />
      </span>
    );
  }
  return (
    <Image
      className="records-thumb"
      src={src}
      alt={alt}
      width={40}
      height={40}
      fallback={IMAGE_FALLBACK}
      style={{ objectFit: 'cover' }}
    />
  );
}

/** All images of a record; click one to preview and page through the others. */
export function ImageGallery({ images, alt, size = 120 }: { images: string[]; alt: string; size?: number }) {
  const { t } = useTranslation();
  if (images.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalogue.images.none')} />;
  }
  return (
    <Image.PreviewGroup>
      <Space wrap size={12} className="records-gallery">
        {images.map((src, i) => (
          <Image
            key={src}
            src={src}
            alt={`${alt} ${i + 1}`}
            width={size}
            height={size}
            fallback={IMAGE_FALLBACK}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
