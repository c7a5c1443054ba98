import { Input, Select, Space } from 'antd';
import type { FactSourceInput as Source } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';

type Cited = Extract<Source, { kind: 'cited' }>;
const CITED_PARTS = ['document', 'edition', 'number', 'section', 'date'] as const;

/**
 * The source of one free-text fact in the matter form: the institute's note (also when none is
 * set), or a cited document with its edition, number, section and date.
 */
export function FactSourceInput({ value, onChange }: { value?: Source; onChange?: (v: Source) => void }) {
  const { t } = useTranslation();
  const kind = value?.kind ?? 'institute';
  const cited: Partial<Cited> = value?.kind === 'cited' ? value : {};
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="fact-source-input">
      <Select
        value={kind}
        style={{ width: 240 }}
        onChange={(k) => onChange?.(k === 'institute' ? { kind: 'institute' } : { kind: 'cited', document: '' })}
        options={[
          { value: 'institute', label: t('monograph.institutesNote') },
          { value: 'cited', label: t('matter.provenance.cited') },
        ]}
      />
      {kind === 'cited' && (
        <Space wrap>
          {CITED_PARTS.map((part) => (
            <Input
              key={part}
              aria-label={t(`matter.provenance.${part}`)}
              placeholder={t(`matter.provenance.${part}`)}
              value={cited[part] ?? ''}
              style={{ width: part === 'document' || part === 'section' ? 280 : 140 }}
              onChange={(e) =>
                onChange?.({ ...cited, kind: 'cited', document: cited.document ?? '', [part]: e.target.value })
              }
            />
          ))}
        </Space>
      )}
    </Space>
  );
}
