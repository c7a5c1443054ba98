import './monograph-form.css';
import { Alert, AutoComplete, Form, Input, InputNumber, Select } from 'antd';
import {
  ASSAY_METHODS,
  MONOGRAPH_TEST_ITEMS,
  monographAssaySchema,
  monographConstituentSchema,
  monographFormsSchema,
  monographTestSchema,
  monographTextSchema,
} from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/components/record-kit/options';
import { useZodRules } from '@/components/record-kit/use-zod-rules';
import { FactListCards, SingleFactCard } from './MonographFactCards';

const UNITS = ['%', '%（ml/g）', 'mg/kg', 'μg/kg', 'mg/g'].map((u) => ({ value: u }));
const LIMIT_TYPES = ['min', 'max', 'range'] as const;

const BLANK_ASSAY = {
  marker: '',
  limit_type: 'min',
  value: null,
  value_max: null,
  decimals: 0,
  unit: '%',
  basis: '',
  method: null,
  note: '',
};
const BLANK_TEST = { limit_type: 'max', value: null, decimals: 0, unit: '%', method: '', note: '' };
const BLANK_CONSTITUENT = { name: '', kind: 'assay-marker' };

/**
 * The monograph facts of a matter, each with its citation (document, edition, section), edited
 * in the matter form. Validated field by field with the contract's schemas; the server returns a
 * fact whose value or citation changed to unreviewed.
 */
export function MonographEditor() {
  const { t } = useTranslation();
  const lang = useLang();
  const text = useZodRules(monographTextSchema.shape);
  const forms = useZodRules(monographFormsSchema.shape);
  const assay = useZodRules(monographAssaySchema.shape);
  const test = useZodRules(monographTestSchema.shape);
  const constituent = useZodRules(monographConstituentSchema.shape);
  const f = (key: string) => t(`monographForm.${key}`);
  const limitTypes = LIMIT_TYPES.map((l) => ({ value: l, label: f(`limitType.${l}`) }));
  const numbers = (rules: typeof assay, row: number, withMax: boolean) => (
    <>
      <Form.Item name={[row, 'limit_type']} label={f('limitType')} rules={rules('limit_type')}>
        <Select options={limitTypes} />
      </Form.Item>
      <Form.Item name={[row, 'value']} label={f('value')} rules={rules('value')} required>
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      {withMax && (
        <Form.Item name={[row, 'value_max']} label={f('valueMax')} rules={rules('value_max')}>
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name={[row, 'decimals']} label={f('decimals')} rules={rules('decimals')} tooltip={f('decimals.hint')}>
        <InputNumber min={0} max={4} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name={[row, 'unit']} label={f('unit')} rules={rules('unit')} required>
        <AutoComplete options={UNITS} />
      </Form.Item>
    </>
  );
  const formAndNote = (rules: typeof assay, row: number) => (
    <>
      <Form.Item name={[row, 'form']} label={f('form')} rules={rules('form')} tooltip={f('form.hint')}>
        <Input />
      </Form.Item>
      <Form.Item name={[row, 'note']} label={f('note')} rules={rules('note')}>
        <Input />
      </Form.Item>
    </>
  );

  return (
    <div data-testid="monograph-editor">
      <Alert type="info" showIcon message={f('hint')} style={{ marginBottom: 12 }} />
      <SingleFactCard field="usage_dosage" title={t('monograph.usage')} blank={{ text: '' }}>
        <Form.Item name={['monograph', 'usage_dosage', 'text']} label={f('text')} rules={text('text')} required>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      </SingleFactCard>
      <SingleFactCard field="processing" title={t('monograph.processing')} blank={{ forms: [] }}>
        <Form.Item
          name={['monograph', 'processing', 'forms']}
          label={f('forms')}
          rules={forms('forms')}
          extra={f('forms.hint')}
          required
        >
          <Select mode="tags" tokenSeparators={[',', '，', '、']} open={false} />
        </Form.Item>
      </SingleFactCard>
      <SingleFactCard field="storage" title={t('monograph.storage')} blank={{ text: '' }}>
        <Form.Item name={['monograph', 'storage', 'text']} label={f('text')} rules={text('text')} required>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
        </Form.Item>
      </SingleFactCard>
      <FactListCards
        field="assays"
        title={t('monograph.assay')}
        addLabel={f('addAssay')}
        blank={BLANK_ASSAY}
        row={(row) => (
          <>
            <Form.Item name={[row, 'marker']} label={t('monograph.col.marker')} rules={assay('marker')} required>
              <Input />
            </Form.Item>
            {numbers(assay, row, true)}
            <Form.Item name={[row, 'basis']} label={f('basis')} rules={assay('basis')}>
              <Select
                options={[
                  { value: '', label: f('basis.none') },
                  { value: 'dried', label: t('monograph.basis.dried') },
                ]}
              />
            </Form.Item>
            <Form.Item name={[row, 'method']} label={t('monograph.col.method')} rules={assay('method')}>
              <Select
                allowClear
                placeholder={t('monograph.method.none')}
                options={ASSAY_METHODS.map((m) => ({ value: m, label: t(`monograph.method.${m}`) }))}
              />
            </Form.Item>
            {formAndNote(assay, row)}
          </>
        )}
      />
      <FactListCards
        field="tests"
        title={t('monograph.tests')}
        addLabel={f('addTest')}
        blank={BLANK_TEST}
        row={(row) => (
          <>
            <Form.Item name={[row, 'item']} label={t('monograph.col.item')} rules={test('item')} required>
              <Select
                showSearch
                optionFilterProp="label"
                options={MONOGRAPH_TEST_ITEMS.map((i) => ({
                  value: i,
                  label: lang === 'zh' ? i : t(`monograph.item.${i}`),
                }))}
              />
            </Form.Item>
            {numbers(test, row, false)}
            <Form.Item name={[row, 'method']} label={t('monograph.col.method')} rules={test('method')}>
              <Input />
            </Form.Item>
            {formAndNote(test, row)}
          </>
        )}
      />
      <FactListCards
        field="constituents"
        title={t('monograph.constituents')}
        addLabel={f('addConstituent')}
        blank={BLANK_CONSTITUENT}
        row={(row) => (
          <>
            <Form.Item name={[row, 'name']} label={f('name')} rules={constituent('name')} required>
              <Input />
            </Form.Item>
            <Form.Item name={[row, 'kind']} label={f('kind')} rules={constituent('kind')}>
              <Select
                options={(['assay-marker', 'textbook'] as const).map((k) => ({ value: k, label: f(`kind.${k}`) }))}
              />
            </Form.Item>
          </>
        )}
      />
    </div>
  );
}
