import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { QC_KINDS, type QcKind, type Worksheet, type WorksheetQc } from '@yaoshi/contracts';
import { useAddQcPosition } from '../api/qc-api';

interface Values {
  kind: QcKind;
  label?: string;
  sample_id?: number;
  standard_id?: number;
  material?: string;
  added?: string;
  certified?: string;
  certified_u?: string;
}

const decimal = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;

/** Adds a blank, duplicate, spike or reference material to the run. */
export function AddQcPositionDialog({
  open,
  onClose,
  sheet,
  analytes,
}: {
  open: boolean;
  onClose: () => void;
  sheet: Worksheet;
  analytes: WorksheetQc['analytes'];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'blank';
  const add = useAddQcPosition(sheet.id);
  const samples = [...new Map(sheet.items.map((i) => [i.sample_id, `${i.sample_num} ${i.sample_name}`])).entries()];
  const number = [{ pattern: decimal, message: t('qc.form.decimal') }];
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await add.mutateAsync({
        kind: v.kind,
        label: v.label ?? '',
        sample_id: v.sample_id ?? null,
        standard_id: v.standard_id ?? null,
        material: v.material ?? '',
        added: v.added || null,
        certified: v.certified || null,
        certified_u: v.certified_u || null,
      });
      form.resetFields();
      onClose();
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <Modal
      open={open}
      title={t('qc.add')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={add.isPending}
      destroyOnHidden
      data-testid="qc-add-dialog"
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ kind: 'blank' }}>
        <Form.Item name="kind" label={t('qc.form.kind')}>
          <Select options={QC_KINDS.map((k) => ({ value: k, label: t(`qc.kind.${k}`) }))} data-testid="qc-kind" />
        </Form.Item>
        <Form.Item name="label" label={t('qc.form.label')}>
          <Input maxLength={100} />
        </Form.Item>
        {(kind === 'duplicate' || kind === 'spike') && (
          <Form.Item
            name="sample_id"
            label={t(kind === 'spike' ? 'qc.form.spikedSample' : 'qc.form.sample')}
            rules={kind === 'duplicate' ? [{ required: true, message: t('qc.form.required') }] : []}
          >
            <Select allowClear options={samples.map(([value, label]) => ({ value, label }))} data-testid="qc-sample" />
          </Form.Item>
        )}
        <Form.Item
          name="standard_id"
          label={t('qc.form.analyte')}
          extra={kind === 'blank' || kind === 'duplicate' ? t('qc.form.allAnalytes') : undefined}
          rules={kind === 'spike' || kind === 'reference' ? [{ required: true, message: t('qc.form.required') }] : []}
        >
          <Select
            allowClear
            options={analytes.map((a) => ({ value: a.standard_id, label: `${a.item}${a.unit ? ` (${a.unit})` : ''}` }))}
            data-testid="qc-analyte"
          />
        </Form.Item>
        {kind === 'spike' && (
          <Form.Item
            name="added"
            label={t('qc.form.added')}
            rules={[{ required: true, message: t('qc.form.required') }, ...number]}
          >
            <Input inputMode="decimal" data-testid="qc-added" />
          </Form.Item>
        )}
        {kind === 'reference' && (
          <>
            <Form.Item
              name="material"
              label={t('qc.form.material')}
              rules={[{ required: true, message: t('qc.form.required') }]}
            >
              <Input maxLength={100} data-testid="qc-material" />
            </Form.Item>
            <Form.Item
              name="certified"
              label={t('qc.form.certified')}
              rules={[{ required: true, message: t('qc.form.required') }, ...number]}
            >
              <Input inputMode="decimal" data-testid="qc-certified" />
            </Form.Item>
            <Form.Item name="certified_u" label={t('qc.form.certifiedU')} rules={number}>
              <Input inputMode="decimal" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
