import { AutoComplete, Checkbox, Form, Input } from 'antd';
import { CHP_EDITIONS, monographCitationSchema } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '@/components/record-kit/use-zod-rules';

const EDITIONS = Object.keys(CHP_EDITIONS).map((e) => ({ value: e }));

/** The citation of one monograph fact: document, edition, section, and whether it is a secondary standard. */
export function CitationFields({ prefix }: { prefix: (string | number)[] }) {
  const { t } = useTranslation();
  const rules = useZodRules(monographCitationSchema.shape);
  const at = (part: string) => [...prefix, part];
  return (
    <div className="fact-card__citation" data-testid="citation-fields">
      <div className="fact-card__citation-title">{t('monographForm.citation')}</div>
      <div className="fact-card__grid">
        <Form.Item
          name={at('document')}
          label={t('monographForm.citation.document')}
          rules={rules('document')}
          required
        >
          <Input />
        </Form.Item>
        <Form.Item name={at('edition')} label={t('monographForm.citation.edition')} rules={rules('edition')}>
          <AutoComplete options={EDITIONS} />
        </Form.Item>
        <Form.Item name={at('section')} label={t('monographForm.citation.section')} rules={rules('section')} required>
          <Input />
        </Form.Item>
        <Form.Item name={at('secondary')} valuePropName="checked" label={t('monographForm.citation.kind')}>
          <Checkbox>{t('monographForm.citation.secondary')}</Checkbox>
        </Form.Item>
      </div>
    </div>
  );
}
