import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChineseOnlyTag as ChineseOnly } from '@/components/ChineseText';
import { useLang } from './options';

/** "Chinese only" mark: a Chinese value under an English label is never shown unmarked. */
export { ChineseOnly };

/**
 * "Translation" mark: an English rendering made from the glossary of terms (english-terms.ts),
 * with the Chinese in its tooltip. `hint`: the tooltip's text key (it gets `zh`).
 */
export function GlossaryTranslation({ zh, hint = 'monograph.translated.hint' }: { zh: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={<span lang="zh-CN">{t(hint, { zh })}</span>}>
      <Tag className="records-translated" data-testid="translated" style={{ marginInlineStart: 6 }}>
        {t('monograph.translated')}
      </Tag>
    </Tooltip>
  );
}

const HAS_CHINESE = /[\u3400-\u9fff]/;

/**
 * A short term (a test item, a method) in the reader's language: in English its glossary
 * rendering marked as a translation, else — when it holds Chinese — the Chinese marked "Chinese
 * only"; in Chinese, or with no Chinese in it, the text as it is.
 */
export function GlossaryTerm({ zh, en, hint }: { zh: string; en: string | null; hint?: string }): ReactNode {
  const lang = useLang();
  if (lang === 'zh' || !HAS_CHINESE.test(zh)) return zh;
  if (en)
    return (
      <>
        {en}
        <GlossaryTranslation zh={zh} hint={hint} />
      </>
    );
  return (
    <>
      <span lang="zh-CN">{zh}</span>
      <ChineseOnly />
    </>
  );
}
