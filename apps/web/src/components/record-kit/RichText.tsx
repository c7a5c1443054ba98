import { useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChineseOnlyTag, ChineseValue, hasChinese } from '@/components/ChineseText';
import { sanitizeRichText } from './sanitize';

/** Rich text from a record (herbal records), sanitised before it reaches the page. */
export function RichText({ html, testId }: { html: string | null | undefined; testId?: string }) {
  const { t, i18n } = useTranslation();
  const clean = useMemo(() => sanitizeRichText(html ?? ''), [html]);
  if (!clean) return <Typography.Text type="secondary">{t('catalogue.empty')}</Typography.Text>;
  // Record content as written: Chinese text on an English page is tagged and marked as such.
  const chinese = i18n.language === 'en-US' && hasChinese(clean);
  return (
    <>
      <div
        className="records-rich-text"
        data-testid={testId}
        lang={chinese ? 'zh-CN' : undefined}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {chinese && <ChineseOnlyTag />}
    </>
  );
}

/** Plain multi-line text of a field, or a dash; in English, Chinese text is marked as such ("Chinese only"). */
export function TextBlock({ text }: { text: string | null | undefined }) {
  const { t } = useTranslation();
  if (!text?.trim()) return <Typography.Text type="secondary">{t('catalogue.empty')}</Typography.Text>;
  return (
    <div className="records-text">
      <ChineseValue text={text} />
    </div>
  );
}
