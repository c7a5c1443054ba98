import { useState } from 'react';
import {
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QC_KINDS, type QcKind, type QcTemplate, qcTemplateBodySchema } from '@yaoshi/contracts';
import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { parseBody, serverFieldErrors } from '@/components/record-kit/zod-form';
import { useDeleteQcTemplate, useQcTemplates, useSaveQcTemplate } from '../api/qc-templates-api';

interface PositionValues {
  kind: QcKind;
  label?: string;
  sample_position?: number | null;
  item?: string;
  added?: string;
  material?: string;
  certified?: string;
  certified_u?: string;
}
interface Values {
  name: string;
  note?: string;
  positions: PositionValues[];
}

const blank = (): PositionValues => ({ kind: 'blank', label: '' });
const orNull = (v?: string) => (v?.trim() ? v.trim() : null);

/**
 * Worksheet templates (QA managers, curators): the QC positions a worksheet created from one gets —
 * blanks, duplicates of the n-th sample, spikes of an item with the amount added, reference
 * materials with their certified value.
 */
export function QcTemplatesDialog({
  open,
  onClose,
  canEdit,
}: {
  open: boolean;
  onClose: () => void;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const list = useQcTemplates(open);
  const save = useSaveQcTemplate();
  const remove = useDeleteQcTemplate();
  const [editing, setEditing] = useState<QcTemplate | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const positions = Form.useWatch('positions', form) as PositionValues[] | undefined;

  const edit = (tpl: QcTemplate | 'new') => {
    setEditing(tpl);
    form.resetFields();
    form.setFieldsValue(
      tpl === 'new'
        ? { name: '', note: '', positions: [blank()] }
        : {
            name: tpl.name,
            note: tpl.note,
            positions: tpl.positions.map((p) => ({
              ...p,
              added: p.added ?? '',
              certified: p.certified ?? '',
              certified_u: p.certified_u ?? '',
            })),
          },
    );
  };

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = {
      name: v.name ?? '',
      note: v.note ?? '',
      positions: (v.positions ?? []).map((p) => ({
        kind: p.kind,
        label: p.label ?? '',
        sample_position: p.kind === 'duplicate' || p.kind === 'spike' ? (p.sample_position ?? null) : null,
        item: p.kind === 'spike' || p.kind === 'reference' ? (p.item ?? '') : '',
        material: p.kind === 'reference' ? (p.material ?? '') : '',
        added: p.kind === 'spike' ? orNull(p.added) : null,
        certified: p.kind === 'reference' ? orNull(p.certified) : null,
        certified_u: p.kind === 'reference' ? orNull(p.certified_u) : null,
      })),
    };
    const parsed = parseBody(qcTemplateBodySchema, body, form, t);
    if (!parsed) return;
    try {
      await save.mutateAsync({ id: editing && editing !== 'new' ? editing.id : null, body: parsed });
      void feedback.message.success(t('qcTemplates.saved'));
      setEditing(null);
    } catch (err) {
      if (err instanceof ApiError) form.setFields(serverFieldErrors(err.data) as never);
    }
  };

  const summary = (tpl: QcTemplate) =>
    tpl.positions.map((p, i) => (
      <Tag key={i}>
        {t(`qc.kind.${p.kind}`)}
        {p.item ? ` · ${p.item}` : ''}
        {p.sample_position ? ` · #${p.sample_position}` : ''}
      </Tag>
    ));

  return (
    <Modal
      open={open}
      title={t('qcTemplates.title')}
      onCancel={editing ? () => setEditing(null) : onClose}
      footer={
        editing ? (
          <Space>
            <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => void submit()}
              data-testid="qc-template-save"
            >
              {t('qcTemplates.save')}
            </Button>
          </Space>
        ) : (
          <Button onClick={onClose}>{t('qcTemplates.close')}</Button>
        )
      }
      width={720}
      destroyOnHidden
      data-testid="qc-templates-dialog"
    >
      {editing ? (
        <Form<Values> form={form} layout="vertical" data-testid="qc-template-form">
          <Form.Item name="name" label={t('qcTemplates.name')} required>
            <Input maxLength={100} data-testid="qc-template-name" />
          </Form.Item>
          <Form.List name="positions">
            {(fields, { add, remove: drop }) => (
              <>
                {fields.map((field) => {
                  const kind = positions?.[field.name]?.kind ?? 'blank';
                  return (
                    <Row key={field.key} gutter={8} align="bottom" data-testid={`qc-template-position-${field.name}`}>
                      <Col xs={12} md={5}>
                        <Form.Item name={[field.name, 'kind']} label={t('qcTemplates.kind')}>
                          <Select options={QC_KINDS.map((k) => ({ value: k, label: t(`qc.kind.${k}`) }))} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item name={[field.name, 'label']} label={t('qcTemplates.label')}>
                          <Input maxLength={100} />
                        </Form.Item>
                      </Col>
                      {(kind === 'duplicate' || kind === 'spike') && (
                        <Col xs={12} md={4}>
                          <Form.Item
                            name={[field.name, 'sample_position']}
                            label={t('qcTemplates.samplePosition')}
                            tooltip={t('qcTemplates.samplePositionHint')}
                          >
                            <InputNumber min={1} max={200} precision={0} style={{ width: '100%' }} />
                          </Form.Item>
                        </Col>
                      )}
                      {(kind === 'spike' || kind === 'reference') && (
                        <Col xs={12} md={5}>
                          <Form.Item name={[field.name, 'item']} label={t('qcTemplates.item')}>
                            <Input maxLength={100} />
                          </Form.Item>
                        </Col>
                      )}
                      {kind === 'spike' && (
                        <Col xs={12} md={4}>
                          <Form.Item name={[field.name, 'added']} label={t('qcTemplates.added')}>
                            <Input inputMode="decimal" />
                          </Form.Item>
                        </Col>
                      )}
                      {kind === 'reference' && (
                        <>
                          <Col xs={12} md={6}>
                            <Form.Item name={[field.name, 'material']} label={t('qcTemplates.material')}>
                              <Input maxLength={100} />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={4}>
                            <Form.Item name={[field.name, 'certified']} label={t('qcTemplates.certified')}>
                              <Input inputMode="decimal" />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={4}>
                            <Form.Item name={[field.name, 'certified_u']} label={t('qcTemplates.certifiedU')}>
                              <Input inputMode="decimal" />
                            </Form.Item>
                          </Col>
                        </>
                      )}
                      <Col flex="32px">
                        <Form.Item label=" ">
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('qcTemplates.removePosition')}
                            disabled={fields.length === 1}
                            onClick={() => drop(field.name)}
                          />
                        </Form.Item>
                      </Col>
                    </Row>
                  );
                })}
                <Button icon={<PlusOutlined />} onClick={() => add(blank())} data-testid="qc-template-add">
                  {t('qcTemplates.addPosition')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="note" label={t('qcTemplates.note')} style={{ marginTop: 12 }}>
            <Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
        </Form>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('qcTemplates.intro')}</Typography.Paragraph>
          <List
            dataSource={list.data ?? []}
            loading={list.isLoading}
            locale={{ emptyText: t('qcTemplates.empty') }}
            renderItem={(tpl) => (
              <List.Item
                actions={
                  canEdit
                    ? [
                        <Button key="edit" type="link" size="small" onClick={() => edit(tpl)}>
                          {t('catalogue.action.edit')}
                        </Button>,
                        <Popconfirm
                          key="delete"
                          title={t('qcTemplates.deleteConfirm', { name: tpl.name })}
                          onConfirm={() => remove.mutate(tpl.id)}
                          okText={t('catalogue.action.delete')}
                          cancelText={t('common.cancel')}
                        >
                          <Button type="link" size="small" danger>
                            {t('catalogue.action.delete')}
                          </Button>
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={tpl.name}
                  description={
                    <Space wrap size={4}>
                      {summary(tpl)}
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
          {canEdit && (
            <Button icon={<PlusOutlined />} onClick={() => edit('new')} data-testid="qc-template-new">
              {t('qcTemplates.new')}
            </Button>
          )}
        </>
      )}
    </Modal>
  );
}
