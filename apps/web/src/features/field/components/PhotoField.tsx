import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Space } from 'antd';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QueuedPhoto } from '../field-db';
import { preparePhoto } from '../photo';

function Thumb({ photo, onRemove }: { photo: QueuedPhoto; onRemove?: () => void }) {
  const { t } = useTranslation();
  const src = useMemo(() => URL.createObjectURL(photo.data), [photo.data]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  return (
    <div className="field-thumb">
      <img src={src} alt={photo.name} />
      {onRemove && (
        <Button size="small" icon={<DeleteOutlined />} aria-label={t('field.photos.remove')} onClick={onRemove} />
      )}
    </div>
  );
}

/**
 * Photos from the camera (or files), resized on the device with their location removed, unless
 * the collector ticks "keep photo location" before adding them.
 */
export function PhotoField({ value = [], onChange }: { value?: QueuedPhoto[]; onChange?: (v: QueuedPhoto[]) => void }) {
  const { t } = useTranslation();
  const [keepLocation, setKeepLocation] = useState(false);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const prepared = await Promise.all([...files].map((f) => preparePhoto(f, keepLocation)));
    onChange?.([...value, ...prepared].slice(0, 20));
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div className="field-thumbs">
        {value.map((p, i) => (
          <Thumb
            key={`${p.name}-${i}`}
            photo={p}
            onRemove={p.url ? undefined : () => onChange?.(value.filter((_, j) => j !== i))}
          />
        ))}
      </div>
      <Checkbox
        checked={keepLocation}
        onChange={(e) => setKeepLocation(e.target.checked)}
        data-testid="field-photo-keep-location"
      >
        {t('field.photos.keepLocation')}
      </Checkbox>
      <label className="field-photo-pick">
        <CameraOutlined /> {t('field.photos.add')}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          data-testid="field-photo-input"
          onChange={(e) => {
            void add(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
    </Space>
  );
}
