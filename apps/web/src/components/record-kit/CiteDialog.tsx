import { Button, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { feedback } from '@/lib/feedback';
import { type CiteInput, englishReference, gbt7714 } from './cite';

function CopyLine({ text, testId, label }: { text: string; testId: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await copyText(text);
      void feedback.message.success(t('cite.copied'));
    } catch {
      void feedback.message.error(t('cite.copyFailed'));
    }
  };
  return (
    <div className="records-cite">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Paragraph className="records-cite__text" data-testid={testId} style={{ marginBottom: 4 }}>
        {text}
      </Typography.Paragraph>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} data-testid={`${testId}-copy`}>
        {t('cite.copy')}
      </Button>
    </div>
  );
}

/** The Cite dialog of CiteButton (loaded when first opened). */
export function CiteDialog({
  open,
  cite,
  titleEn,
  onClose,
}: {
  open: boolean;
  cite: CiteInput;
  titleEn?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Modal open={open} title={t('cite.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {open && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <CopyLine text={gbt7714(cite)} testId="cite-gbt" label={t('cite.gbt')} />
          {i18n.language.startsWith('en') && (
            <CopyLine text={englishReference({ ...cite, titleEn })} testId="cite-en" label={t('cite.english')} />
          )}
          <Typography.Text type="secondary">{t('cite.hint')}</Typography.Text>
          <Typography.Link href={cite.url} target="_blank" data-testid="cite-permalink">
            {t('cite.permalink')}: {cite.url}
          </Typography.Link>
        </Space>
      )}
    </Modal>
  );
}
