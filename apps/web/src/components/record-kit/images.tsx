import { Empty, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { IMAGE_FALLBACK } from './thumb';

export { IMAGE_FALLBACK, Thumb } from './thumb';

/** The full-size preview of one image, opened from a list thumbnail (loaded on demand). */
export function ImagePreview({
  src,
  alt,
  open,
  onOpenChange,
}: {
  src: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Image
      style={{ display: 'none' }}
      src={src}
      alt={alt}
      fallback={IMAGE_FALLBACK}
      preview={{ open, src, onOpenChange: (next) => onOpenChange(next) }}
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
