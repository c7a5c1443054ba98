import { useState } from 'react';
import { Avatar, Button, Space, Upload } from 'antd';
import { CameraOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@yaoshi/contracts';
import { uploadFile } from '@/components/record-kit/upload-api';
import { feedback } from '@/lib/feedback';

/**
 * Form control for a team's avatar: the picture is uploaded to the files store and the form
 * keeps its `/api/files/<sha256>` path (the server refuses external links).
 */
export function GroupAvatarInput({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      <Avatar size={48} alt="" src={value || undefined} icon={<TeamOutlined />} />
      <Upload
        accept={IMAGE_MIME_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
            void feedback.message.error(t('userSetting.avatar.badType'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > UPLOAD_MAX_BYTES) {
            void feedback.message.error(t('userSetting.avatar.tooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }));
            return Upload.LIST_IGNORE;
          }
          setBusy(true);
          uploadFile(file)
            .then((stored) => onChange?.(stored.url))
            .catch(() => undefined) // the api client has shown the error
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<CameraOutlined />} loading={busy} data-testid="group-avatar-upload">
          {t('userSetting.avatar.change')}
        </Button>
      </Upload>
      {value && (
        <Button type="link" onClick={() => onChange?.('')}>
          {t('userInfo.group.avatarRemove')}
        </Button>
      )}
    </Space>
  );
}
