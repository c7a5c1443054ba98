import { useCallback, useMemo, useState } from 'react';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DECIMAL_PATTERN,
  METHOD_K_DEFAULT,
  type LabMethod,
  type Standard,
  labMethodBodySchema,
} from '@yaoshi/contracts';
import { FormModal } from '@/components/record-kit/FormModal';
import { useFormModal } from '@/components/record-kit/use-form-modal';
import { parseBody } from '@/components/record-kit/zod-form';
import { useSaveMethod, useStandardChoices } from '../api/methods-api';
import { BudgetSummary } from './BudgetSummary';

interface Values {
  standard_id: number | null;
  name: string;
  range_low: string;
  range_high: string;
  unit: string;
  lod: string;
  loq: string;
  recovery_min: string;
  recovery_max: string;
  repeatability_rsd: string;
  reproducibility_rsd: string;
  components: { name: string; u_rel: string }[];
  coverage_k: string;
  note: string;
}

const EMPTY: Values = {
  standard_id: null,
  name: '',
  range_low: '',
  range_high: '',
  unit: '',
  lod: '',
  loq: '',
  recovery_min: '80',
  recovery_max: '110',
  repeatability_rsd: '',
  reproducibility_rsd: '',
  components: [{ name: '', u_rel: '' }],
  coverage_k: METHOD_K_DEFAULT,
  note: '',
};

const standardLabel = (s: Standard) =>
  `${s.scope === 'matter' ? `${s.material_num} ${s.matter_name}` : s.product_type} · ${s.item}${s.form ? ` (${s.form})` : ''}${s.unit ? ` · ${s.unit}` : ''}`;

/**
 * Create (editing null) or edit a validated method: its standard, validated range (in the
 * standard's unit), LOD/LOQ, recovery, precision and uncertainty budget, whose combined and
 * expanded relative uncertainty are shown as the components are typed.
 */
export function MethodFormModal({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: LabMethod | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMethod();
  const fill = useCallback(
    (): Values =>
      editing
        ? {
            ...editing,
            lod: editing.lod ?? '',
            loq: editing.loq ?? '',
            components: editing.components.map((c) => ({ ...c })),
          }
        : EMPTY,
    [editing],
  );
  const state = useFormModal({
    open,
    onClose,
    empty: EMPTY,
    fill,
    toInput(values: Values, form) {
      const body = {
        ...values,
        lod: values.lod?.trim() || null,
        loq: values.loq?.trim() || null,
        note: values.note ?? '',
        components: (values.components ?? []).map((c) => ({ name: c?.name ?? '', u_rel: c?.u_rel ?? '' })),
      };
      const parsed = parseBody(labMethodBodySchema, body, form, t);
      return parsed && { id: editing?.id ?? null, body: parsed };
    },
    save,
    savedKey: 'methods.saved',
  });
  const { form } = state;
  const [search, setSearch] = useState('');
  const choices = useStandardChoices(search, open);
  const components = Form.useWatch('components', form);
  const k = Form.useWatch('coverage_k', form);
  const digits = [{ pattern: DECIMAL_PATTERN, message: t('catalogue.error.result.decimal') }];
  const required = { required: true, message: t('catalogue.error.required') };

  const options = useMemo(() => {
    const list = choices.data?.list ?? [];
    const opts = list.map((s) => ({ value: s.id, label: standardLabel(s), unit: s.unit }));
    // The method's own standard stays choosable when a search does not list it.
    if (editing && !opts.some((o) => o.value === editing.standard_id)) {
      opts.unshift({
        value: editing.standard_id,
        label: `${editing.standard_label} · ${editing.analyte} · ${editing.standard_unit}`,
        unit: editing.standard_unit,
      });
    }
    return opts;
  }, [choices.data, editing]);

  return (
    <FormModal
      state={state}
      title={t(editing ? 'methods.editTitle' : 'methods.createTitle')}
      okText={t('methods.save')}
      testId="method-form"
    >
      <Row gutter={12}>
        <Col xs={24} md={14}>
          <Form.Item name="standard_id" label={t('methods.field.standard')} rules={[required]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              options={options}
              loading={choices.isFetching}
              placeholder={t('methods.field.standardHint')}
              onChange={(_, o) => {
                const unit = (o as { unit?: string } | undefined)?.unit;
                if (unit !== undefined) form.setFieldValue('unit', unit);
              }}
              data-testid="method-standard"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="name" label={t('methods.field.name')} rules={[required]}>
            <Input maxLength={200} placeholder="SOP-ICP-012" data-testid="method-name" />
          </Form.Item>
        </Col>
        <Col xs={8} md={6}>
          <Form.Item name="range_low" label={t('methods.field.rangeLow')} rules={[required, ...digits]}>
            <Input inputMode="decimal" data-testid="method-range-low" />
          </Form.Item>
        </Col>
        <Col xs={8} md={6}>
          <Form.Item name="range_high" label={t('methods.field.rangeHigh')} rules={[required, ...digits]}>
            <Input inputMode="decimal" data-testid="method-range-high" />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="unit" label={t('methods.field.unit')} tooltip={t('methods.field.unitHint')}>
            <Input readOnly data-testid="method-unit" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="lod" label={t('methods.field.lod')} rules={digits}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="loq" label={t('methods.field.loq')} rules={digits}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="recovery_min" label={t('methods.field.recoveryMin')} rules={[required, ...digits]}>
            <Input inputMode="decimal" suffix="%" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="recovery_max" label={t('methods.field.recoveryMax')} rules={[required, ...digits]}>
            <Input inputMode="decimal" suffix="%" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="repeatability_rsd" label={t('methods.field.repeatability')} rules={[required, ...digits]}>
            <Input inputMode="decimal" suffix="%" data-testid="method-repeatability" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="reproducibility_rsd"
            label={t('methods.field.reproducibility')}
            rules={[required, ...digits]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="method-reproducibility" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('methods.field.budget')} tooltip={t('methods.field.budgetHint')} required>
        <Form.List name="components">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row key={field.key} gutter={8} wrap={false} data-testid={`method-component-${field.name}`}>
                  <Col flex="auto">
                    <Form.Item name={[field.name, 'name']} rules={[required]} style={{ marginBottom: 8 }}>
                      <Input
                        maxLength={100}
                        placeholder={t('methods.field.componentName')}
                        aria-label={t('methods.field.componentName')}
                      />
                    </Form.Item>
                  </Col>
                  <Col flex="120px">
                    <Form.Item name={[field.name, 'u_rel']} rules={[required, ...digits]} style={{ marginBottom: 8 }}>
                      <Input
                        inputMode="decimal"
                        suffix="%"
                        placeholder="u_rel"
                        aria-label={t('methods.field.componentU')}
                        data-testid={`method-component-u-${field.name}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col flex="32px">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('methods.removeComponent')}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
                <Button icon={<PlusOutlined />} onClick={() => add({ name: '', u_rel: '' })}>
                  {t('methods.addComponent')}
                </Button>
                <BudgetSummary components={components} k={k} />
              </Space>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Row gutter={12}>
        <Col xs={8} md={4}>
          <Form.Item name="coverage_k" label={t('methods.field.k')} rules={[required, ...digits]}>
            <Input inputMode="decimal" data-testid="method-k" />
          </Form.Item>
        </Col>
        <Col xs={24} md={20}>
          <Form.Item name="note" label={t('methods.field.note')}>
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
