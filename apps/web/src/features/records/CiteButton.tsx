import { useState } from 'react';
import { Button, Modal, Space, Typography } from 'antd';
import { CopyOutlined, BookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import { feedback } from '../../lib/feedback';
import { type CiteInput, englishReference, gbt7714, permalink } from './cite';

export interface CiteButtonProps extends Omit<CiteInput, 'cited' | 'url'> {
  /** Hash route of the record's detail page, e.g. /formList/matter-detail/7. */
  route: string;
  /** Title for the English-style variant. */
  titleEn?: string;
}

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

/**
 * 引用 / Cite: the record's GB/T 7714-2015 reference (shown in every language: it is the
 * standard asked for), with its permalink and version date, and in English an English-style
 * variant too.
 */
export function CiteButton({ route, titleEn, ...input }: CiteButtonProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const cite = { ...input, cited: new Date(), url: permalink(window.location.origin, window.location.pathname, route) };
  return (
    <>
      <Button icon={<BookOutlined />} onClick={() => setOpen(true)} data-testid="cite-button">
        {t('cite.action')}
      </Button>
      <Modal open={open} title={t('cite.title')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        {open && (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <CopyLine text={gbt7714(cite)} testId="cite-gbt" label={t('cite.gbt')} />
            {i18n.language.startsWith('en') && (
              <CopyLine text={englishReference({ ...cite, titleEn })} testId="cite-en" label={t('cite.english')} />
            )}
            <Typography.Text type="secondary">{t('cite.hint')}</Typography.Text>
          </Space>
        )}
      </Modal>
    </>
  );
}
