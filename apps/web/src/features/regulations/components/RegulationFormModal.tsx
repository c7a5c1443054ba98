import { useCallback } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_BATCHES,
  REGULATION_ORIGINS,
  REGULATION_TYPE_KEYS,
  regulationCreateSchema,
  regulationFieldsSchema,
  regulationUpdateSchema,
  type RegulationCreate,
  type RegulationUpdate,
} from '@yaoshi/contracts';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { RegionCascader } from '@/components/record-kit/RegionCascader';
import { StatusField } from '@/components/record-kit/StatusField';
import { announceDraft } from '@/components/record-kit/draft-notice';
import { FormModal } from '@/components/record-kit/FormModal';
import { useFormModal } from '@/components/record-kit/use-form-modal';
import { parseBody, zodRule } from '@/components/record-kit/zod-form';
import { useRegulation } from '../api/detail';
import { useSaveRegulation, type SaveRegulation } from '../api/save';
import { pickerDayEdge, toPickerValue } from '@/lib/format';

function wrap(id: null, body: RegulationCreate | null): SaveRegulation | null;
function wrap(id: number, body: RegulationUpdate | null): SaveRegulation | null;
function wrap(id: number | null, body: RegulationCreate | RegulationUpdate | null): SaveRegulation | null {
  if (!body) return null;
  return (id === null ? { id, body } : { id, body }) as SaveRegulation;
}

interface Values {
  regulation_num: string;
  regulation_name: string;
  regulation_type: string;
  region_code?: string;
  issuer: string;
  issued_at?: Dayjs | null;
  effective_at?: Dayjs | null;
  in_force: boolean;
  origin: string;
  batch?: number | null;
  summary: string;
  url: string;
  matter_ids: number[];
  status: 'online' | 'offline';
}

const EMPTY: Values = {
  regulation_num: '',
  regulation_name: '',
  regulation_type: 'national',
  region_code: '',
  issuer: '',
  issued_at: null,
  effective_at: null,
  in_force: true,
  origin: 'curated',
  batch: null,
  summary: '',
  url: '',
  matter_ids: [],
  status: 'offline',
};

const shape = regulationFieldsSchema.shape;

/** Create (id null) or edit a regulation (admin), validated with the contract schema. */
export function RegulationFormModal({ id, open, onClose }: { id: number | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useRegulation(open ? id : null);
  const save = useSaveRegulation();
  const d = detail.data;
  const fill = useCallback((): Values | undefined => {
    if (id === null) return EMPTY;
    if (!d) return undefined;
    return {
      ...EMPTY,
      ...d,
      issued_at: toPickerValue(d.issued_at),
      effective_at: toPickerValue(d.effective_at),
      status: d.status,
    };
  }, [id, d]);
  const state = useFormModal({
    open,
    onClose,
    empty: EMPTY,
    fill,
    toInput(values: Values, form) {
      const body = {
        ...values,
        region_code: values.regulation_type === 'regional' ? (values.region_code ?? '') : '',
        issued_at: pickerDayEdge(values.issued_at, 'start'),
        effective_at: pickerDayEdge(values.effective_at, 'start'),
        batch: values.batch ?? null,
      };
      return id === null
        ? wrap(null, parseBody(regulationCreateSchema, body, form, t))
        : wrap(id, parseBody(regulationUpdateSchema, body, form, t));
    },
    save,
    savedKey: 'searchTable.form.saved',
    onSaved(saved, input) {
      if (input.id === null && saved.status === 'offline') {
        announceDraft({ path: 'regulations', id: saved.id, name: saved.regulation_name, canPublish: true, t });
      }
    },
  });
  const type = Form.useWatch('regulation_type', state.form);

  return (
    <FormModal
      state={state}
      title={t(id === null ? 'searchTable.form.createTitle' : 'searchTable.form.editTitle')}
      okText={t('searchTable.form.save')}
      loading={id !== null && detail.isPending}
      testId="regulation-form"
    >
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="regulation_num"
            label={t('searchTable.column.number')}
            rules={[zodRule(shape.regulation_num, t)]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item
            name="regulation_name"
            label={t('searchTable.column.name')}
            rules={[zodRule(shape.regulation_name, t)]}
          >
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="regulation_type" label={t('searchTable.column.type')}>
            <Select options={REGULATION_TYPE_KEYS.map((k) => ({ value: k, label: t(`searchTable.type.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="region_code"
            label={t('searchTable.form.region')}
            rules={type === 'regional' ? [{ required: true, message: t('searchTable.form.regionRequired') }] : []}
          >
            <RegionCascader style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="issued_at" label={t('searchTable.column.issuedAt')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="effective_at" label={t('regulation.detail.effectiveAt')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="issuer" label={t('searchTable.form.issuer')} rules={[zodRule(shape.issuer, t)]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="url" label={t('searchTable.form.url')} rules={[zodRule(shape.url, t)]}>
            <Input maxLength={500} placeholder="https://" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="in_force" label={t('searchTable.column.inForce')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="origin" label={t('searchTable.column.origin')}>
            <Select options={REGULATION_ORIGINS.map((k) => ({ value: k, label: t(`searchTable.origin.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="batch" label={t('searchTable.form.batch')}>
            <Select allowClear options={CATALOGUE_BATCHES.map((b) => ({ value: b, label: String(b) }))} />
          </Form.Item>
        </Col>
        <Col span={id === null ? 24 : 6}>
          <StatusField creating={id === null} label={t('searchTable.form.status')} />
        </Col>
        <Col span={24}>
          <Form.Item name="matter_ids" label={t('searchTable.form.matters')}>
            <RecordPicker
              path="matters"
              multiple
              known={(detail.data?.matters ?? []).map((m) => ({
                value: m.id,
                label: `${m.material_num} ${m.material_name}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="summary" label={t('searchTable.form.summary')} rules={[zodRule(shape.summary, t)]}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
