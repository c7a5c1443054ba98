import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CHP_DOCUMENT, CHP_EDITION_IN_FORCE, type FactField, type MonographCitation } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { CitationFields } from './CitationFields';

/** The monograph heading each kind of fact is read under, for a new fact's citation. */
const HEADINGS: Record<FactField, string> = {
  usage_dosage: '【用法与用量】',
  processing: '【炮制】',
  storage: '【贮藏】',
  assays: '【含量测定】',
  tests: '【检查】',
  constituents: '【含量测定】',
};

/** A new fact cites the edition in force, under the matter's monograph heading; the curator corrects it. */
function useNewCitation(field: FactField): () => MonographCitation {
  const form = Form.useFormInstance();
  return () => {
    const name = String(form.getFieldValue('material_name') ?? '').trim();
    return {
      document: CHP_DOCUMENT,
      edition: CHP_EDITION_IN_FORCE,
      section: [name, HEADINGS[field]].filter(Boolean).join(' '),
      secondary: false,
    };
  };
}

/** Adds or removes a single fact (bound to the fact itself, so the form sees the change as an edit). */
function FactToggle({
  value,
  onChange,
  make,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  make: () => unknown;
}) {
  const { t } = useTranslation();
  return value ? (
    <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
      {t('monographForm.remove')}
    </Button>
  ) : (
    <Button size="small" icon={<PlusOutlined />} onClick={() => onChange?.(make())} data-testid="fact-add">
      {t('monographForm.add')}
    </Button>
  );
}

/** A fact the monograph states once (用法与用量, 炮制, 贮藏): its fields and citation, or "not recorded". */
export function SingleFactCard({
  field,
  title,
  blank,
  children,
}: {
  field: 'usage_dosage' | 'processing' | 'storage';
  title: string;
  blank: Record<string, unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const path = ['monograph', field];
  const value: unknown = Form.useWatch(path);
  const citation = useNewCitation(field);
  return (
    <div className="fact-card" data-testid={`fact-${field}`}>
      <div className="fact-card__head">
        <span>{title}</span>
        <Form.Item name={path} noStyle>
          <FactToggle make={() => ({ ...blank, citation: citation() })} />
        </Form.Item>
      </div>
      {value ? (
        <>
          {children}
          <CitationFields prefix={[...path, 'citation']} />
        </>
      ) : (
        <p className="fact-card__citation-title">{t('monographForm.notRecorded')}</p>
      )}
    </div>
  );
}

/** Facts the monograph lists (assays, tests, markers): one card each, with its citation. */
export function FactListCards({
  field,
  title,
  addLabel,
  blank,
  row,
}: {
  field: 'assays' | 'tests' | 'constituents';
  title: string;
  addLabel: string;
  blank: Record<string, unknown>;
  row: (name: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const citation = useNewCitation(field);
  return (
    <Form.List name={['monograph', field]}>
      {(fields, { add, remove }) => (
        <div data-testid={`fact-${field}`}>
          <h4>{title}</h4>
          {fields.map(({ key, name }) => (
            <div key={key} className="fact-card" data-testid="fact-card">
              <div className="fact-card__head">
                <span>
                  {title} {name + 1}
                </span>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(name)}>
                  {t('monographForm.remove')}
                </Button>
              </div>
              <div className="fact-card__grid">{row(name)}</div>
              <CitationFields prefix={[name, 'citation']} />
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ ...blank, citation: citation() })}
            style={{ marginBottom: 16 }}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
