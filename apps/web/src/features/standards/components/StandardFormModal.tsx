import { useCallback } from 'react';
import { AutoComplete, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DECIMAL_PATTERN,
  DECISION_RULES,
  DEFAULT_TURNAROUND_DAYS,
  MONOGRAPH_TEST_ITEMS,
  STANDARD_SOURCE_KINDS,
  STANDARD_UNITS,
  standardCreateSchema,
  typedText,
  type Standard,
  type StandardCreate,
} from '@yaoshi/contracts';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import { FormModal } from '@/components/record-kit/FormModal';
import { useFormModal } from '@/components/record-kit/use-form-modal';
import { parseBody } from '@/components/record-kit/zod-form';
import { useSaveStandard } from '../api/standards';

type Values = Omit<StandardCreate, 'matter_id' | 'product_type'> & {
  matter_id?: number | null;
  product_type?: string | null;
};

const EMPTY: Values = {
  scope: 'matter',
  matter_id: null,
  product_type: null,
  item: '',
  category: 'other',
  method: '',
  unit: 'mg/kg',
  lower: null,
  upper: null,
  decimals: 0,
  lod: null,
  loq: null,
  lod_entered: '',
  loq_entered: '',
  decision_rule: 'simple',
  turnaround_days: DEFAULT_TURNAROUND_DAYS,
  source: '',
  source_kind: 'chp',
  note: '',
};

/** Common item names (the monograph's test items) offered while typing; any name is allowed. */
const ITEM_OPTIONS = MONOGRAPH_TEST_ITEMS.map((i) => ({ value: i }));

/**
 * Create (editing null, with optional preset scope) or edit one limit (admin). The whole row is
 * sent each time and checked with the contract schema first (the server checks it again).
 */
export function StandardFormModal({
  open,
  editing,
  preset,
  onClose,
}: {
  open: boolean;
  editing: Standard | null;
  preset?: Partial<Values>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveStandard();
  // By value: callers pass a fresh preset object on every render.
  const presetKey = JSON.stringify(preset ?? {});
  const fill = useCallback(
    (): Values =>
      editing
        ? {
            ...EMPTY,
            ...editing,
            category: editing.category as Values['category'],
            unit: editing.unit as Values['unit'],
            // Typed with their digits ("0.010"); older rows show the number's shortest form.
            lod_entered: typedText(editing.lod_entered, editing.lod),
            loq_entered: typedText(editing.loq_entered, editing.loq),
            product_type: editing.product_type as Values['product_type'],
          }
        : { ...EMPTY, ...(JSON.parse(presetKey) as Partial<Values>) },
    [editing, presetKey],
  );
  const state = useFormModal({
    open,
    onClose,
    empty: EMPTY,
    fill,
    toInput(values: Values, form) {
      const body = {
        ...values,
        matter_id: values.scope === 'matter' ? (values.matter_id ?? null) : null,
        product_type: values.scope === 'product_type' ? (values.product_type ?? null) : null,
        lower: values.lower ?? null,
        upper: values.upper ?? null,
        lod: null,
        loq: null,
        lod_entered: values.lod_entered?.trim() || null,
        loq_entered: values.loq_entered?.trim() || null,
        method: values.method ?? '',
        note: values.note ?? '',
      };
      const parsed = parseBody(standardCreateSchema, body, form, t);
      return parsed && { id: editing?.id ?? null, body: parsed };
    },
    save,
    savedKey: 'standards.form.saved',
  });
  const scope = Form.useWatch('scope', state.form);

  return (
    <FormModal
      state={state}
      title={t(editing ? 'standards.form.editTitle' : 'standards.form.createTitle')}
      okText={t('standards.form.save')}
      testId="standard-form"
    >
      <Form.Item name="scope" label={t('standards.field.scope')}>
        <Radio.Group
          options={[
            { value: 'matter', label: t('standards.scope.matter') },
            { value: 'product_type', label: t('standards.scope.product_type') },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {scope === 'product_type' ? (
            <Form.Item name="product_type" label={t('standards.field.productType')} required>
              <Select options={selectOptions(OPTION_LISTS.productTypes, lang)} data-testid="standard-product-type" />
            </Form.Item>
          ) : (
            <Form.Item name="matter_id" label={t('standards.field.matter')} required>
              <RecordPicker path="matters" testId="standard-matter" ariaLabel={t('standards.field.matter')} />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="item" label={t('standards.field.item')} required>
            <AutoComplete options={ITEM_OPTIONS} data-testid="standard-item" />
          </Form.Item>
        </Col>
        {scope === 'matter' && (
          <Col xs={24} md={12}>
            <Form.Item name="form" label={t('standards.field.form')} extra={t('standards.form.formHint')}>
              <Input placeholder={t('sample.form.crude')} data-testid="standard-form-input" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="category" label={t('standards.field.category')}>
            <Select options={selectOptions(OPTION_LISTS.testCategories, lang)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="method" label={t('standards.field.method')}>
            <Input maxLength={200} placeholder="ChP 2020 通则 0832 / GB 5009.12-2017" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="lower" label={t('standards.field.lower')}>
            <InputNumber min={0} style={{ width: '100%' }} data-testid="standard-lower" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="upper" label={t('standards.field.upper')}>
            <InputNumber min={0} style={{ width: '100%' }} data-testid="standard-upper" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="unit" label={t('standards.field.unit')}>
            <Select options={STANDARD_UNITS.map((u) => ({ value: u, label: u }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="decimals" label={t('standards.field.decimals')} tooltip={t('standards.field.decimalsHint')}>
            <InputNumber min={0} max={4} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="lod_entered"
            label={t('standards.field.lod')}
            rules={[{ pattern: DECIMAL_PATTERN, message: t('catalogue.error.result.decimal') }]}
          >
            <Input inputMode="decimal" data-testid="standard-lod" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="loq_entered"
            label={t('standards.field.loq')}
            rules={[{ pattern: DECIMAL_PATTERN, message: t('catalogue.error.result.decimal') }]}
          >
            <Input inputMode="decimal" data-testid="standard-loq" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="decision_rule"
            label={t('standards.field.decisionRule')}
            tooltip={t('standards.field.decisionRuleHint')}
          >
            <Select
              data-testid="standard-decision-rule"
              options={DECISION_RULES.map((r) => ({ value: r, label: t(`standards.rule.${r}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="source"
            label={t('standards.field.source')}
            required
            tooltip={t('standards.field.sourceHint')}
          >
            <Input maxLength={300} data-testid="standard-source" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="source_kind" label={t('standards.field.sourceKind')}>
            <Select options={STANDARD_SOURCE_KINDS.map((k) => ({ value: k, label: t(`standards.sourceKind.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="turnaround_days"
            label={t('standards.field.turnaround')}
            tooltip={t('standards.field.turnaroundHint')}
          >
            {/* No min/max clamp: a target out of 1–365 is named by the contract check. */}
            <InputNumber
              precision={0}
              suffix={t('standards.field.turnaroundUnit')}
              style={{ width: '100%' }}
              data-testid="standard-turnaround"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="note" label={t('standards.field.note')}>
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
