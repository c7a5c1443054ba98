import { Tag, Tooltip, Typography } from 'antd';
import { citeLine, type FactSource } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/components/record-kit/options';
import { ChineseOnly, GlossaryTranslation } from '@/components/record-kit/translation-marks';

export { ChineseOnly, GlossaryTranslation };

/** A fact the institute compiled without a cited source: never shown as if it were pharmacopoeia text. */
export function InstituteNote() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('monograph.institutesNote.hint')}>
      <Tag color="gold" data-testid="institute-note" style={{ marginInlineStart: 6 }}>
        {t('monograph.institutesNote')}
      </Tag>
    </Tooltip>
  );
}

/**
 * Where a free-text fact comes from, under it: the cited document (pharmacopoeia 【注意】,
 * announcement, explanatory note) in one line, or the institute's-note tag.
 */
export function SourceMark({ source }: { source: FactSource }) {
  const { t } = useTranslation();
  if (source.kind === 'institute') return <InstituteNote />;
  return (
    <Typography.Text
      type="secondary"
      className="records-fact-source"
      data-testid="fact-source"
      lang="zh-CN"
      style={{ display: 'block', marginTop: 4 }}
    >
      {t('monograph.source')}
      {citeLine(source)}
    </Typography.Text>
  );
}

/**
 * A record value in the reader's language: in English the English rendering when there is
 * one, otherwise the Chinese text marked "Chinese only"; in Chinese the Chinese text.
 */
export function RecordText({
  zh,
  en,
  block,
  glossary,
}: {
  zh: string;
  en?: string | null;
  block?: boolean;
  /** `en` was rendered from the glossary of terms (english-terms.ts): marked as a translation. */
  glossary?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!zh.trim() && !en?.trim())
    return <Typography.Text type="secondary">{block ? t('catalogue.empty') : '-'}</Typography.Text>;
  if (lang === 'zh' || en?.trim()) {
    const text = lang === 'zh' ? zh : en!;
    const mark = lang !== 'zh' && glossary ? <GlossaryTranslation zh={zh} /> : null;
    return block ? (
      <div className="records-text">
        {text}
        {mark}
      </div>
    ) : (
      <>
        {text}
        {mark}
      </>
    );
  }
  return block ? (
    <div className="records-text" lang="zh-CN">
      {zh}
      <ChineseOnly />
    </div>
  ) : (
    <>
      <span lang="zh-CN">{zh}</span>
      <ChineseOnly />
    </>
  );
}

/** A free-text fact (taboos, constituents) with its source under it; nothing under an empty one. */
export function SourcedText({ zh, source }: { zh: string; source: FactSource }) {
  return (
    <>
      <RecordText zh={zh} block />
      {zh.trim() && <SourceMark source={source} />}
    </>
  );
}
