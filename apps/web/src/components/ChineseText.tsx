import { Fragment, type ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Whether a text holds Chinese characters (a value with no English rendering, in English). */
export const hasChinese = (text: string) => CJK.test(text);

/**
 * `text` cut into runs, each saying whether it is one of `parts` (record content shown as
 * stored) holding Chinese; the longest part wins where two overlap. Joined, the runs are `text`.
 */
export function splitVerbatim(text: string, parts: readonly string[]): { text: string; chinese: boolean }[] {
  const wanted = [...new Set(parts.filter((p) => p && hasChinese(p)))].sort((a, b) => b.length - a.length);
  const runs: { text: string; chinese: boolean }[] = [];
  let plain = '';
  for (let i = 0; i < text.length;) {
    const part = wanted.find((p) => text.startsWith(p, i));
    if (part) {
      if (plain) runs.push({ text: plain, chinese: false });
      plain = '';
      runs.push({ text: part, chinese: true });
      i += part.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) runs.push({ text: plain, chinese: false });
  return runs;
}

/** The "Chinese only" mark beside a Chinese value under English labels (as on the matter page). */
export function ChineseOnlyTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('monograph.chineseOnly.hint')}>
      <Tag className="records-chinese-only" data-testid="chinese-only" style={{ marginInlineStart: 6 }}>
        {t('monograph.chineseOnly')}
      </Tag>
    </Tooltip>
  );
}

/**
 * A record value: in English a value holding Chinese (no English rendering) is marked
 * "Chinese only" and tagged as Chinese text; otherwise the value as it is.
 */
export function ChineseValue({ text }: { text: string }) {
  const { i18n } = useTranslation();
  if (i18n.language !== 'en-US' || !hasChinese(text)) return <>{text}</>;
  return (
    <>
      <span lang="zh-CN" data-record-content>
        {text}
      </span>
      <ChineseOnlyTag />
    </>
  );
}

/**
 * A sentence the server wrote in the reader's language around record content (names, numbers,
 * notes) it shows as stored: in English the Chinese parts are tagged as Chinese text, with the
 * "Chinese only" hint on hover. `verbatim` is what the server names as shown as stored.
 */
export function VerbatimText({ text, verbatim }: { text: string; verbatim?: readonly string[] }): ReactNode {
  const { t, i18n } = useTranslation();
  if (i18n.language !== 'en-US' || !verbatim?.length || !hasChinese(text)) return text;
  return splitVerbatim(text, verbatim).map((run, i) =>
    run.chinese ? (
      <span key={i} lang="zh-CN" data-record-content className="verbatim-zh" title={t('monograph.chineseOnly.hint')}>
        {run.text}
      </span>
    ) : (
      <Fragment key={i}>{run.text}</Fragment>
    ),
  );
}

/**
 * A name as written (a record's or a person's: proper names are not translated), tagged as
 * Chinese text when it is, so English pages say which language it is in.
 */
export function ChineseName({ text }: { text: string }) {
  return hasChinese(text) ? <span lang="zh-CN">{text}</span> : <>{text}</>;
}
