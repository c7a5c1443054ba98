import './monograph-form.css';
import { AutoComplete, Input, Select } from 'antd';
import { CHP_EDITIONS, type FactSourceInput as Source } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';

type Cited = Extract<Source, { kind: 'cited' }>;
const CITED_PARTS = ['document', 'edition', 'number', 'section', 'date'] as const;
const EDITIONS = Object.keys(CHP_EDITIONS).map((e) => ({ value: e }));

/**
 * The source of one fact in the matter form: the institute's note (also when none is set), or a
 * cited document with its edition, number, section and date, each part a labelled field as a
 * monograph fact's citation is. Choosing "cited" starts from `suggest` (the monograph section the
 * fact is read under), which the curator corrects.
 */
export function FactSourceInput({
  value,
  onChange,
  suggest,
  testId = 'fact-source-input',
}: {
  value?: Source;
  onChange?: (v: Source) => void;
  suggest?: () => Partial<Cited>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const kind = value?.kind ?? 'institute';
  const cited: Partial<Cited> = value?.kind === 'cited' ? value : {};
  const set = (part: (typeof CITED_PARTS)[number], text: string) =>
    onChange?.({ ...cited, kind: 'cited', document: cited.document ?? '', [part]: text });
  return (
    <div data-testid={testId}>
      <Select
        value={kind}
        aria-label={t('matter.provenance.label')}
        style={{ width: 240, maxWidth: '100%' }}
        onChange={(k) =>
          onChange?.(k === 'institute' ? { kind: 'institute' } : { document: '', ...suggest?.(), kind: 'cited' })
        }
        options={[
          { value: 'institute', label: t('monograph.institutesNote') },
          { value: 'cited', label: t('matter.provenance.cited') },
        ]}
      />
      {kind === 'cited' && (
        <div className="fact-card__citation" style={{ marginTop: 8 }} data-testid="fact-source-citation">
          <div className="fact-card__grid">
            {CITED_PARTS.map((part) => {
              const label = t(`matter.provenance.${part}`);
              const text = cited[part] ?? '';
              return (
                <label key={part} className="fact-source__part">
                  <span className="fact-card__citation-title">{label}</span>
                  {part === 'edition' ? (
                    <AutoComplete
                      aria-label={label}
                      options={EDITIONS}
                      value={text}
                      onChange={(v: string) => set(part, v ?? '')}
                    />
                  ) : (
                    <Input aria-label={label} value={text} onChange={(e) => set(part, e.target.value)} />
                  )}
                </label>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
