import { useEffect, useMemo } from 'react';
import {
  Alert,
  AutoComplete,
  Button,
  Col,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Typography,
  type FormInstance,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DECIMAL_PATTERN,
  typedText,
  DECISION_RULES,
  derivedUncertainty,
  itemVerdict,
  limitText,
  outsideValidatedRange,
  reportCreateSchema,
  reportUpdateSchema,
  standardItemKey,
  type BelowLimit,
  type DecisionRule,
  type Report,
  type ReportResultItemInput,
  type Standard,
} from '@yaoshi/contracts';
import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { pickerDayEdge, toPickerValue } from '@/lib/format';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';
import { createRecord, invalidateRecords, updateRecord } from '@/components/record-kit/record-api';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import { VerdictTag } from '@/components/record-kit/StatusTag';
import { showFieldErrors, validateOrShow } from '@/components/record-kit/form-errors';
import { parseBody, serverFieldErrors } from '@/components/record-kit/zod-form';
import { useApplicableStandards } from '../api/applicable-standards';
import { useStandardMethods } from '../api/standard-methods';
import { useReport } from '../api/get-report';
import { resultTypedError, typedNumber } from './result-typed';
import './report-results.css';

export interface ReportSample {
  kind: 'matter' | 'product';
  id: number;
  num: string;
  name: string;
}

interface ItemValues {
  item: string;
  category: string;
  standard_id: number | null;
  method: string;
  unit: string;
  lower: number | null;
  upper: number | null;
  /** As typed: "11.0" keeps its digits (report-results.ts DECIMAL_PATTERN). */
  result_entered: string;
  /** Entered as "< LOD" / "< LOQ" instead of a number. */
  below: BelowLimit | null;
  /** LOD, LOQ and U (k = 2) as typed: "0.010" keeps its digits. */
  lod: string;
  loq: string;
  uncertainty: string;
  decision_rule: DecisionRule;
  result_text: string;
}

interface Values {
  report_name: string;
  lab: string;
  tested_at: Dayjs | null;
  standard: string;
  note: string;
  /** Why an entered result changes (edits only). */
  reason?: string;
  items: ItemValues[];
}

const blankItem = (): ItemValues => ({
  item: '',
  category: 'other',
  standard_id: null,
  method: '',
  unit: '',
  lower: null,
  upper: null,
  result_entered: '',
  below: null,
  lod: '',
  loq: '',
  uncertainty: '',
  decision_rule: 'simple',
  result_text: '',
});

/** What a row keeps of its entry when its standard changes. */
const entryOf = (it: ItemValues) => ({
  result_entered: it.result_entered,
  below: it.below,
  uncertainty: it.uncertainty,
});

const fromStandard = (s: Standard): ItemValues => ({
  ...blankItem(),
  item: s.item,
  category: s.category,
  standard_id: s.id,
  method: s.method,
  unit: s.unit,
  lower: s.lower,
  upper: s.upper,
  lod: typedText(s.lod_entered, s.lod),
  loq: typedText(s.loq_entered, s.loq),
  decision_rule: s.decision_rule,
});

/** The standards of the sample with this item's name (one is picked automatically by the server). */
const matching = (list: Standard[], item: string) => {
  const key = standardItemKey(item);
  return key ? list.filter((s) => standardItemKey(s.item) === key) : [];
};

/**
 * Create or edit a report with its results (admins; researchers while the sample is received
 * or testing). Each item takes method, unit and limits
 * from the sample's matching standard (several of one name, e.g. 浸出物 per processed form: pick
 * one); the verdict beside each row is a preview: the server computes what is stored.
 */
export function ReportFormDrawer({
  open,
  sample,
  reportId,
  onClose,
  onSaved,
}: {
  open: boolean;
  sample: ReportSample;
  /** null: a new report. */
  reportId: number | null;
  onClose: () => void;
  onSaved?: (r: Report) => void;
}) {
  const { t } = useTranslation();
  const digitsRule = [{ pattern: DECIMAL_PATTERN, message: t('catalogue.error.result.decimal') }];
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  const existing = useReport(open ? reportId : null);
  const applicable = useApplicableStandards(open ? sample.id : null);
  const standards = useMemo(() => applicable.data?.list ?? [], [applicable.data]);
  // A processed form without limits of its own for an item is judged against the crude drug's.
  const sampleForm = applicable.data?.form ?? '';
  const crudeItems = sampleForm ? [...new Set(standards.filter((s) => !s.form).map((s) => s.item))] : [];
  const byId = useMemo(() => new Map(standards.map((s) => [s.id, s])), [standards]);
  const methods = useStandardMethods(open ? standards.map((s) => s.id) : []);
  const items = Form.useWatch('items', form) as ItemValues[] | undefined;

  const save = useMutation({
    mutationFn: (body: unknown) =>
      reportId === null ? createRecord<Report>('reports', body) : updateRecord<Report>('reports', reportId, body),
    onSuccess: () => invalidateRecords(),
  });

  useEffect(() => {
    if (!open) return;
    const r = existing.data;
    form.resetFields();
    if (reportId === null) {
      form.setFieldsValue({ report_name: '', lab: '', tested_at: null, standard: '', note: '', items: [] });
    } else if (r) {
      form.setFieldsValue({
        report_name: r.report_name,
        lab: r.lab,
        tested_at: toPickerValue(r.tested_at),
        standard: r.standard,
        note: r.note,
        reason: '',
        items: r.items.map((it) => ({
          item: it.item,
          category: it.category,
          standard_id: it.standard_id,
          method: it.method,
          unit: it.unit,
          lower: it.lower,
          upper: it.upper,
          result_entered: it.result_entered ?? (it.result !== null ? String(it.result) : ''),
          below:
            it.result === null && it.result_entered === null ? (it.below ?? (it.not_detected ? 'lod' : null)) : null,
          lod: typedText(it.lod_entered, it.lod),
          loq: typedText(it.loq_entered, it.loq),
          uncertainty: typedText(it.uncertainty_entered, it.uncertainty),
          decision_rule: it.decision_rule,
          // A derived text is derived again; a typed one ("类圆柱形") is kept.
          result_text: it.result !== null || it.not_detected ? '' : it.result_text,
        })),
      });
    }
    markPristine();
  }, [open, reportId, existing.data, form, markPristine]);

  const itemOptions = useMemo(
    () => [...new Set(standards.map((s) => s.item))].map((value) => ({ value })),
    [standards],
  );

  const addAll = () => {
    const have = new Set((form.getFieldValue('items') as ItemValues[] | undefined)?.map((i) => i.standard_id));
    const more = standards.filter((s) => !have.has(s.id)).map(fromStandard);
    form.setFieldValue('items', [...((form.getFieldValue('items') as ItemValues[]) ?? []), ...more]);
    unsaved.onValuesChange();
  };

  /** When the item name changes: its only matching standard, or none. */
  const onItemName = (index: number, name: string) => {
    const found = matching(standards, name);
    const current = (form.getFieldValue(['items', index]) as ItemValues) ?? blankItem();
    if (found.length === 1)
      form.setFieldValue(['items', index], {
        ...current,
        ...fromStandard(found[0]!),
        item: name,
        ...entryOf(current),
      });
    else if (current.standard_id !== null && !found.some((s) => s.id === current.standard_id))
      form.setFieldValue(['items', index], { ...current, standard_id: null });
  };

  const onStandard = (index: number, id: number | null) => {
    const current = form.getFieldValue(['items', index]) as ItemValues;
    const s = id === null ? undefined : byId.get(id);
    form.setFieldValue(
      ['items', index],
      s
        ? {
            ...current,
            ...fromStandard(s),
            item: current.item || s.item,
            ...entryOf(current),
          }
        : { ...current, standard_id: null },
    );
  };

  const onOk = async () => {
    if (!(await validateOrShow(form, t))) return;
    // Every value, also those without a field on screen (a linked item's limits, result_text).
    const values = form.getFieldsValue(true) as Values;
    const body = {
      report_name: values.report_name,
      lab: values.lab ?? '',
      tested_at: pickerDayEdge(values.tested_at, 'start'),
      standard: values.standard ?? '',
      note: values.note ?? '',
      ...(reportId !== null && values.reason?.trim() ? { reason: values.reason.trim() } : {}),
      items: (values.items ?? []).map((it): ReportResultItemInput => ({
        item: it.item,
        category: it.category as ReportResultItemInput['category'],
        standard_id: it.standard_id ?? null,
        method: it.method ?? '',
        unit: it.unit ?? '',
        lower: it.lower ?? null,
        upper: it.upper ?? null,
        result: null,
        result_entered: it.below || !it.result_entered?.trim() ? null : it.result_entered.trim(),
        below: it.below ?? null,
        lod: null,
        loq: null,
        uncertainty: null,
        lod_entered: it.lod?.trim() || null,
        loq_entered: it.loq?.trim() || null,
        uncertainty_entered: it.below ? null : it.uncertainty?.trim() || null,
        decision_rule: it.decision_rule ?? 'simple',
        result_text: it.result_text ?? '',
      })),
      ...(reportId === null ? { sample_kind: sample.kind, sample_id: sample.id } : {}),
    };
    const parsed =
      reportId === null ? parseBody(reportCreateSchema, body, form, t) : parseBody(reportUpdateSchema, body, form, t);
    if (!parsed) return;
    try {
      const saved = await save.mutateAsync(parsed);
      const fails = saved.items.filter((i) => i.verdict === 'fail').length;
      void feedback.message.success(
        t('reportResults.saved', { verdict: t(`catalogue.verdict.${saved.verdict}`), fails }),
      );
      unsaved.release();
      onSaved?.(saved);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = serverFieldErrors(err.data);
        form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
        showFieldErrors(
          form,
          fields.map((f) => f.name),
          t,
        );
      }
    }
  };

  const loading = reportId !== null && existing.isPending;
  return (
    <Drawer
      open={open}
      size={960}
      onClose={() => unsaved.confirmDiscard(onClose)}
      destroyOnHidden
      title={t(reportId === null ? 'reportResults.createTitle' : 'reportResults.editTitle', {
        sample: `${sample.num} ${sample.name}`,
      })}
      rootClassName="report-form-drawer"
      extra={
        <Space>
          <Button onClick={() => unsaved.confirmDiscard(onClose)}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void onOk()} data-testid="report-form-save">
            {t('reportResults.save')}
          </Button>
        </Space>
      }
    >
      {applicable.isError && (
        <Alert type="error" title={t('catalogue.detail.loadError')} style={{ marginBottom: 12 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={loading}
        data-testid="report-form"
        onValuesChange={unsaved.onValuesChange}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="report_name"
              label={t('report.field.name')}
              rules={[{ required: true, message: t('catalogue.error.required') }]}
            >
              <Input maxLength={200} data-testid="report-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lab" label={t('report.field.lab')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="tested_at"
              label={t('report.field.testedAt')}
              rules={[{ required: true, message: t('catalogue.error.required') }]}
            >
              <DatePicker style={{ width: '100%' }} data-testid="report-form-tested" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="standard" label={t('report.field.standard')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label={t('report.field.note')}>
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </Col>
          {reportId !== null && (
            <Col span={24}>
              <Form.Item name="reason" label={t('report.field.reason')} extra={t('report.field.reasonHint')}>
                <Input maxLength={500} data-testid="report-reason" />
              </Form.Item>
            </Col>
          )}
        </Row>

        <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('report.items.title', { count: items?.length ?? 0 })}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {applicable.data
              ? t('reportResults.standardsOf', {
                  count: standards.length,
                  target:
                    applicable.data.sample_kind === 'matter'
                      ? t('reportResults.targetMatter')
                      : t('reportResults.targetProductType'),
                })
              : ''}
          </Typography.Text>
        </Space>

        {crudeItems.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="report-form-crude-fallback"
            title={t('sample.form.crudeFallback', {
              form: sampleForm,
              items: crudeItems.join(t('sample.form.itemSeparator')),
            })}
          />
        )}

        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => {
                const it = items?.[field.name] ?? blankItem();
                const std = it.standard_id !== null ? byId.get(it.standard_id) : undefined;
                const choices = matching(standards, it.item);
                const linked = Boolean(std);
                const lower = linked ? std!.lower : it.lower;
                const upper = linked ? std!.upper : it.upper;
                const typed = it.result_entered?.trim() ?? '';
                // The standard's validated method: its range flags the result, its budget gives U.
                const method = linked ? methods.data?.get(std!.id) : undefined;
                const quantified = !it.below && DECIMAL_PATTERN.test(typed) ? Number(typed) : null;
                const outside = method ? outsideValidatedRange(quantified, method) : false;
                const derived = method ? derivedUncertainty(quantified, method) : null;
                const verdict = itemVerdict({
                  lower: lower ?? null,
                  upper: upper ?? null,
                  result: !it.below && DECIMAL_PATTERN.test(typed) ? Number(typed) : null,
                  not_detected: false,
                  below: it.below ?? null,
                  lod: (linked ? std!.lod : null) ?? typedNumber(it.lod),
                  loq: (linked ? std!.loq : null) ?? typedNumber(it.loq),
                  uncertainty: method ? (derived?.value ?? null) : typedNumber(it.uncertainty),
                  decision_rule: linked ? std!.decision_rule : (it.decision_rule ?? 'simple'),
                });
                return (
                  <div
                    key={field.key}
                    className={`report-result-row${verdict === 'fail' ? ' report-result-row--fail' : ''}`}
                    data-testid={`result-row-${field.name}`}
                    data-verdict={verdict}
                  >
                    <Row gutter={[12, 0]} align="bottom">
                      <Col xs={24} md={7}>
                        <Form.Item
                          name={[field.name, 'item']}
                          label={t('report.items.item')}
                          rules={[{ required: true, message: t('catalogue.error.required') }]}
                        >
                          <AutoComplete
                            options={itemOptions}
                            onChange={(v: string) => onItemName(field.name, v)}
                            filterOption={(input, o) => String(o?.value ?? '').includes(input)}
                            data-testid={`result-item-${field.name}`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={9}>
                        <Form.Item name={[field.name, 'standard_id']} label={t('reportResults.standard')}>
                          <Select
                            allowClear
                            placeholder={
                              choices.length ? t('reportResults.pickStandard') : t('reportResults.noStandard')
                            }
                            onChange={(v?: number) => onStandard(field.name, v ?? null)}
                            options={(choices.length ? choices : standards).map((s) => ({
                              value: s.id,
                              label: `${s.item} ${limitText(s.lower, s.upper, s.decimals, s.unit)}${s.note ? ` · ${s.note}` : ''}`,
                            }))}
                            data-testid={`result-standard-${field.name}`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item
                          name={[field.name, 'result_entered']}
                          label={`${t('report.items.result')}${it.unit ? ` (${it.unit})` : ''}`}
                          tooltip={t('reportResults.asEnteredHint')}
                          extra={
                            outside ? (
                              <Typography.Text type="warning" data-testid={`result-out-of-range-${field.name}`}>
                                {t('reportResults.outsideRange', {
                                  range: `${method!.range_low}–${method!.range_high} ${method!.unit}`,
                                })}
                              </Typography.Text>
                            ) : undefined
                          }
                          rules={[
                            {
                              validator: (_, v: string | undefined) => {
                                const key = resultTypedError(v ?? '');
                                return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
                              },
                            },
                          ]}
                        >
                          <Input
                            inputMode="decimal"
                            disabled={Boolean(it.below)}
                            aria-invalid={verdict === 'fail'}
                            data-testid={`result-value-${field.name}`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item label={t('reportResults.verdictPreview')}>
                          <Space size={4}>
                            <VerdictTag verdict={verdict} />
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('reportResults.removeItem')}
                              onClick={() => remove(field.name)}
                            />
                          </Space>
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item
                          name={[field.name, 'below']}
                          label={t('reportResults.below')}
                          style={{ marginBottom: 8 }}
                        >
                          <Select<BelowLimit | null>
                            allowClear
                            placeholder={t('reportResults.quantified')}
                            data-testid={`result-below-${field.name}`}
                            options={[
                              { value: 'lod', label: t('reportResults.belowLod') },
                              { value: 'loq', label: t('reportResults.belowLoq') },
                            ]}
                            onChange={(v) => {
                              if (v) form.setFieldValue(['items', field.name, 'result_entered'], '');
                            }}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item
                          name={[field.name, 'lod']}
                          label={t('reportResults.lod')}
                          style={{ marginBottom: 8 }}
                          rules={digitsRule}
                        >
                          <Input
                            inputMode="decimal"
                            disabled={linked && std!.lod !== null}
                            data-testid={`result-lod-${field.name}`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item
                          name={[field.name, 'loq']}
                          label={t('reportResults.loq')}
                          style={{ marginBottom: 8 }}
                          rules={digitsRule}
                        >
                          <Input
                            inputMode="decimal"
                            disabled={linked && std!.loq !== null}
                            data-testid={`result-loq-${field.name}`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item
                          name={[field.name, 'uncertainty']}
                          label={t('reportResults.uncertainty')}
                          tooltip={t('reportResults.uncertaintyHint')}
                          extra={
                            method && derived ? (
                              <span data-testid={`result-u-derived-${field.name}`}>
                                {t('reportResults.uncertaintyFromMethod', { u: derived.text, k: derived.k })}
                              </span>
                            ) : undefined
                          }
                          style={{ marginBottom: 8 }}
                          rules={digitsRule}
                        >
                          <Input
                            inputMode="decimal"
                            prefix="±"
                            // With a method U is derived from its budget on saving; what is typed is not used.
                            disabled={Boolean(it.below) || Boolean(method)}

                            data-testid={`result-u-${field.name}`}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={8}>
                        <Form.Item
                          name={[field.name, 'decision_rule']}
                          label={t('reportResults.decisionRule')}
                          style={{ marginBottom: 8 }}
                        >
                          <Select<DecisionRule>
                            disabled={linked}
                            data-testid={`result-rule-${field.name}`}
                            options={DECISION_RULES.map((r) => ({ value: r, label: t(`standards.rule.${r}`) }))}
                          />
                        </Form.Item>
                      </Col>
                      {linked ? (
                        <Col xs={24} md={24}>
                          <div className="report-result-limit" data-testid={`result-limit-${field.name}`}>
                            <Typography.Text strong>
                              {limitText(std!.lower, std!.upper, std!.decimals, std!.unit) || t('standards.noLimit')}
                            </Typography.Text>{' '}
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {std!.method} · <span lang="zh-CN">{std!.source}</span>
                            </Typography.Text>
                          </div>
                        </Col>
                      ) : (
                        <>
                          <Col xs={8} md={3}>
                            <Form.Item name={[field.name, 'lower']} label={t('standards.field.lower')}>
                              <InputNumber min={0} style={{ width: '100%' }} />
                            </Form.Item>
                          </Col>
                          <Col xs={8} md={3}>
                            <Form.Item name={[field.name, 'upper']} label={t('standards.field.upper')}>
                              <InputNumber min={0} style={{ width: '100%' }} />
                            </Form.Item>
                          </Col>
                          <Col xs={8} md={3}>
                            <Form.Item name={[field.name, 'unit']} label={t('report.items.unit')}>
                              <Input maxLength={20} />
                            </Form.Item>
                          </Col>
                          <Col xs={24} md={7}>
                            <Form.Item name={[field.name, 'method']} label={t('report.items.method')}>
                              <Input maxLength={200} />
                            </Form.Item>
                          </Col>
                        </>
                      )}
                      <Col xs={24} md={linked ? 8 : 24}>
                        <Form.Item name={[field.name, 'category']} label={t('report.items.category')} hidden={linked}>
                          <Select options={selectOptions(OPTION_LISTS.testCategories, lang)} />
                        </Form.Item>
                      </Col>
                    </Row>
                  </div>
                );
              })}
              <Space wrap>
                <Button icon={<PlusOutlined />} onClick={() => add(blankItem())} data-testid="result-add">
                  {t('reportResults.addItem')}
                </Button>
                <Button onClick={addAll} disabled={standards.length === 0} data-testid="result-add-all">
                  {t('reportResults.addAll', { count: standards.length })}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
