import { Empty, Image, Space } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A list thumbnail with preview, or a neutral placeholder. */
export function Thumb({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) {
    return (
      <span className="records-thumb records-thumb--empty" aria-hidden>
        <PictureOutlined />
      </span>
    );
  }
  return <Image className="records-thumb" src={src} alt={alt} width={40} height={40} style={{ objectFit: 'cover' }} />;
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
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
