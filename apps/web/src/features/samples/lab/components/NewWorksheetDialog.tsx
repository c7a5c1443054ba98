import { Form, Input, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { useAnalysts, useCreateWorksheet } from '../api/lab-api';
import { useQcTemplates } from '../api/qc-templates-api';
import { feedback } from '@/lib/feedback';

interface Values {
  title: string;
  analyst_id: number;
  matter: number[];
  product: number[];
  qc_template_id?: number;
}

/** Plans a worksheet: title, analyst, the samples (every test item of their standards is planned). */
export function NewWorksheetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const analysts = useAnalysts(open);
  const templates = useQcTemplates(open);
  const create = useCreateWorksheet();
  const submit = async () => {
    const v = await form.validateFields();
    const sample_ids = [...(v.matter ?? []), ...(v.product ?? [])];
    if (sample_ids.length === 0) {
      form.setFields([{ name: 'matter', errors: [t('lab.new.samplesRequired')] }]);
      return;
    }
    try {
      const sheet = await create.mutateAsync({
        title: v.title ?? '',
        analyst_id: v.analyst_id,
        sample_ids,
        ...(v.qc_template_id ? { qc_template_id: v.qc_template_id } : {}),
      });
      message.success(t('lab.new.created', { num: sheet.num }));
      onClose();
      form.resetFields();
      navigate(`/lab/worksheet/${sheet.id}`);
    } catch {
      // The API client has shown the reason (a sample without standards, an account that is no analyst).
    }
  };
  return (
    <Modal
      open={open}
      title={t('lab.new.title')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={create.isPending}
      destroyOnHidden
      data-testid="new-worksheet-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="title" label={t('lab.new.name')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="analyst_id"
          label={t('lab.new.analyst')}
          rules={[{ required: true, message: t('lab.new.analystRequired') }]}
        >
          <Select
            loading={analysts.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(analysts.data ?? []).map((a) => ({
              value: a.id,
              label: a.name && a.name !== a.username ? `${a.name} (${a.username})` : a.username,
            }))}
          />
        </Form.Item>
        <Form.Item name="matter" label={t('lab.new.matterSamples')}>
          <RecordPicker path="matter-samples" multiple />
        </Form.Item>
        <Form.Item name="product" label={t('lab.new.productSamples')}>
          <RecordPicker path="product-samples" multiple />
        </Form.Item>
        <Form.Item name="qc_template_id" label={t('qcTemplates.pick')} tooltip={t('qcTemplates.pickHint')}>
          <Select
            allowClear
            loading={templates.isLoading}
            placeholder={t('qcTemplates.none')}
            options={(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            data-testid="new-worksheet-template"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
