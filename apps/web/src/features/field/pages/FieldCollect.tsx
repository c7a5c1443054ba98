import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, Segmented, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { COLL_UNITS } from '@yaoshi/contracts';
import { QrScanner } from '@/components/QrScanner';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user';
import { PhotoField } from '../components/PhotoField';
import { PositionField } from '../components/PositionField';
import { fieldDb, keepStorage, labelTaken, type QueuedRecord } from '../field-db';
import { problemOf } from '../submission';
import { useFieldLists, useOnline, useQueue } from '../use-field-lists';
import '../field.css';

type Values = Omit<
  QueuedRecord,
  'id' | 'status' | 'collectedAt' | 'createdAt' | 'updatedAt' | 'collector' | 'subjectName' | 'confirmedAt'
> & {
  collectedAt: string;
  /** The statement of the collector's signature, confirmed on the device. */
  confirmed: boolean;
};

const toLocalInput = (unix: number) => {
  const d = new Date(unix * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A label's number from a scan: the code itself, or the last path segment of a link. */
const labelFrom = (code: string) => code.trim().split(/[/#?]/).filter(Boolean).pop() ?? '';

/** The field collection form: works with no network; saving puts the record in the device's queue. */
export default function FieldCollect() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('id');
  const [form] = Form.useForm<Values>();
  const lists = useFieldLists();
  const online = useOnline();
  useQueue(); // keeps the unsent count the sign-out warning reads
  const collector = useUserStore((s) => s.info.username ?? '');
  const [editing, setEditing] = useState<QueuedRecord | null>(null);
  const kind = Form.useWatch('kind', form) ?? 'matter';
  const subjects = kind === 'matter' ? lists.matters : lists.products;

  useEffect(() => {
    void keepStorage();
  }, []);
  useEffect(() => {
    if (!editId) return;
    void fieldDb.records.get(editId).then((r) => {
      if (!r || r.status === 'sent' || r.status === 'sending') return;
      setEditing(r);
      form.setFieldsValue({ ...r, collectedAt: toLocalInput(r.collectedAt), confirmed: r.confirmedAt !== null });
    });
  }, [editId, form]);

  const save = async (v: Values) => {
    const label = v.label?.trim() || null;
    const id = editing?.id ?? crypto.randomUUID();
    if (label && (await labelTaken(label, id))) {
      form.setFields([{ name: 'label', errors: [t('field.label.used')] }]);
      return;
    }
    const now = Date.now();
    const { confirmed: _confirmed, ...values } = v;
    const record: QueuedRecord = {
      ...values,
      id,
      confirmedAt: editing?.confirmedAt ?? Math.floor(now / 1000),
      label,
      status: 'waiting',
      subjectName: subjects.find((s) => s.id === String(v.subjectId))?.name ?? '',
      collectedAt: Math.floor(new Date(v.collectedAt).getTime() / 1000),
      collector: editing?.collector ?? collector,
      photos: v.photos ?? [],
      position: v.position ?? null,
      createdAt: editing?.createdAt ?? now,
      updatedAt: now,
    };
    const problem = problemOf(record);
    if (problem) {
      feedback.message.error(t('field.form.invalid', { field: problem.path, message: problem.message }));
      return;
    }
    await fieldDb.records.put(record);
    feedback.message.success(t('field.form.saved'));
    form.resetFields();
    setEditing(null);
    navigate('/field/queue');
  };

  return (
    <div className="page-container field-page">
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag color={online ? 'green' : 'orange'} data-testid="field-network">
          {online ? t('field.network.online') : t('field.network.offline')}
        </Tag>
        <Button onClick={() => navigate('/field/queue')} data-testid="field-open-queue">
          {t('field.queue.title')}
        </Button>
      </Space>
      <Card title={editing ? t('field.form.editTitle') : t('field.form.title')}>
        {!subjects.length && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('field.lists.empty')} />}
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{
            kind: 'matter',
            source: 'herb-market',
            unit: 'g',
            quantity: 500,
            notes: '',
            place: '',
            supplier: '',
            photos: [],
            position: null,
            label: '',
            confirmed: false,
            collectedAt: toLocalInput(Math.floor(Date.now() / 1000)),
          }}
        >
          <Form.Item name="kind" label={t('field.form.kind')}>
            <Segmented
              options={[
                { value: 'matter', label: t('field.kind.matter') },
                { value: 'product', label: t('field.kind.product') },
              ]}
              onChange={() => form.setFieldsValue({ subjectId: undefined })}
            />
          </Form.Item>
          <Form.Item name="subjectId" label={t(`field.form.subject.${kind}`)} rules={[{ required: true }]}>
            <Select
              showSearch
              data-testid="field-subject"
              optionFilterProp="label"
              options={subjects.map((s) => ({ value: Number(s.id), label: s.name }))}
              onChange={(id: number) => {
                if (!form.getFieldValue('name'))
                  form.setFieldsValue({ name: subjects.find((s) => s.id === String(id))?.name ?? '' });
              }}
            />
          </Form.Item>
          <Form.Item name="name" label={t('field.form.name')} rules={[{ required: true, max: 100 }]}>
            <Input data-testid="field-name" />
          </Form.Item>
          <Form.Item label={t('field.form.label')} extra={t('field.label.help')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Form.Item name="label" noStyle>
                <Input data-testid="field-label" placeholder="MS-…" />
              </Form.Item>
              <QrScanner onCode={(code) => form.setFieldsValue({ label: labelFrom(code) })} />
            </Space>
          </Form.Item>
          <Form.Item name="position" label={t('field.form.position')}>
            <PositionField />
          </Form.Item>
          <Form.Item name="place" label={t('field.form.place')} rules={[{ max: 200 }]}>
            <Input data-testid="field-place" />
          </Form.Item>
          <Form.Item name="region" label={t('field.form.region')} rules={[{ required: true }]}>
            <Select
              showSearch
              data-testid="field-region"
              optionFilterProp="label"
              options={lists.regions.map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
          <Form.Item name="collectedAt" label={t('field.form.collectedAt')} rules={[{ required: true }]}>
            <Input type="datetime-local" data-testid="field-time" />
          </Form.Item>
          <Form.Item name="supplier" label={t('field.form.supplier')} rules={[{ max: 100 }]}>
            <Input data-testid="field-supplier" />
          </Form.Item>
          <Form.Item name="source" label={t('field.form.source')}>
            <Select options={selectOptions(OPTION_LISTS.sources, lang)} />
          </Form.Item>
          <Form.Item label={t('field.form.quantity')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="quantity" noStyle rules={[{ required: true }]}>
                <InputNumber min={0} max={1_000_000} style={{ width: '70%' }} data-testid="field-quantity" />
              </Form.Item>
              <Form.Item name="unit" noStyle>
                <Select style={{ width: '30%' }} options={COLL_UNITS.map((u) => ({ value: u, label: u }))} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="notes" label={t('field.form.notes')} rules={[{ max: 2000 }]}>
            <Input.TextArea rows={3} data-testid="field-notes" />
          </Form.Item>
          <Form.Item name="photos" label={t('field.form.photos')}>
            <PhotoField />
          </Form.Item>
          <Form.Item
            name="confirmed"
            valuePropName="checked"
            extra={t('field.form.signHint')}
            rules={[
              {
                validator: (_, checked: boolean) =>
                  checked ? Promise.resolve() : Promise.reject(new Error(t('lifecycle.sign.confirmRequired'))),
              },
            ]}
          >
            <Checkbox data-testid="field-confirm">{t('field.sign.meaning')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block data-testid="field-save">
            {t('field.form.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
