import { useRef, useState } from 'react';
import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@yaoshi/contracts/catalogue/options';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { uploadFile } from './upload-api';

export interface ImageUploadProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  max?: number;
}

/** Form control for `images`: uploads each picture to /api/files and keeps the list of URLs. */
export function ImageUpload({ value = [], onChange, max = 20 }: ImageUploadProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several uploads may finish before the form re-renders: each adds to the newest list.
  const latest = useRef(value);
  latest.current = value;
  const emit = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const done: UploadFile[] = value.map((url, i) => ({ uid: url, name: `${i + 1}`, status: 'done', url }));

  return (
    <Upload
      listType="picture-card"
      accept={IMAGE_MIME_TYPES.join(',')}
      multiple
      fileList={[...done, ...pending]}
      beforeUpload={(file) => {
        if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
          void feedback.message.error(t('catalogue.images.badType'));
          return Upload.LIST_IGNORE;
        }
        if (file.size > UPLOAD_MAX_BYTES) {
          void feedback.message.error(t('catalogue.images.tooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        const f = file as File & { uid: string };
        setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading', percent: 0 }]);
        uploadFile(f, (percent) => {
          onProgress?.({ percent });
          setPending((p) => p.map((x) => (x.uid === f.uid ? { ...x, percent } : x)));
        })
          .then((stored) => {
            setPending((p) => p.filter((x) => x.uid !== f.uid));
            emit([...latest.current, stored.url].filter((u, i, a) => a.indexOf(u) === i));
            onSuccess?.(stored);
          })
          .catch((err: Error) => {
            setPending((p) => p.filter((x) => x.uid !== f.uid));
            onError?.(err);
          });
      }}
      onRemove={(file) => {
        if (file.status === 'done') emit(latest.current.filter((u) => u !== file.uid));
        return true;
      }}
    >
      {value.length + pending.length >= max ? null : (
        <button type="button" className="records-upload-button">
          <PlusOutlined />
          <div>{t('catalogue.images.upload')}</div>
        </button>
      )}
    </Upload>
  );
}
