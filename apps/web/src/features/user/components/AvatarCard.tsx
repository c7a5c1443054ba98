import { Avatar, Button, Card, Descriptions, Typography, Upload } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@yaoshi/contracts';
import { formatDate } from '@/lib/format';
import { useUserStore } from '@/stores/user';
import { useChangeAvatar } from '../api/avatar';
import { feedback } from '@/lib/feedback';

/** The avatar (uploaded to the files store) and the account facts that cannot be edited here. */
export function AvatarCard() {
  const { t } = useTranslation();
  const { message } = feedback;
  const info = useUserStore((s) => s.info);
  const change = useChangeAvatar();
  return (
    <Card variant="borderless" style={{ height: '100%' }}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <Avatar size={96} alt="" src={info.avatar || undefined} icon={<UserOutlined />} data-testid="setting-avatar" />
        <Upload
          accept={IMAGE_MIME_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
              void message.error(t('userSetting.avatar.badType'));
              return Upload.LIST_IGNORE;
            }
            if (file.size > UPLOAD_MAX_BYTES) {
              void message.error(t('userSetting.avatar.tooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }));
              return Upload.LIST_IGNORE;
            }
            change.mutate(file, { onSuccess: () => void message.success(t('userSetting.avatar.changed')) });
            return false;
          }}
        >
          <Button icon={<CameraOutlined />} loading={change.isPending} data-testid="avatar-upload">
            {t('userSetting.avatar.change')}
          </Button>
        </Upload>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {info.name || info.username}
        </Typography.Title>
      </div>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'account', label: t('userInfo.field.accountId'), children: info.accountId || '-' },
          { key: 'username', label: t('userInfo.field.username'), children: info.username || '-' },
          {
            key: 'registered',
            label: t('userInfo.field.registrationDate'),
            children: formatDate(info.registrationDate),
          },
          {
            key: 'cert',
            label: t('userSetting.certification.title'),
            children: info.certification ? t('userInfo.certified') : t('userSetting.certification.none'),
          },
        ]}
      />
    </Card>
  );
}
