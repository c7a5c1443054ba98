import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTODY_EVENTS, type CustodyBody, type CustodyEventKind } from '@yaoshi/contracts';
import { useRecordCustody } from '../api/lab-api';
import { feedback } from '@/lib/feedback';

const NEEDS_LOCATION = new Set<CustodyEventKind>(['stored', 'moved']);

/** Records a custody event of a sample: received by, stored at, moved to, handed to. */
export function CustodyDialog({
  path,
  id,
  open,
  initial = 'stored',
  onClose,
}: {
  path: 'matter-samples' | 'product-samples';
  id: number;
  open: boolean;
  initial?: CustodyEventKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const [form] = Form.useForm<CustodyBody>();
  const event = Form.useWatch('event', form) ?? initial;
  const record = useRecordCustody(path, id);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await record.mutateAsync({
        event: v.event,
        location: v.location ?? '',
        person: v.person ?? '',
        note: v.note ?? '',
      });
      message.success(t('lab.custody.saved'));
      onClose();
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <Modal
      open={open}
      title={t('lab.custody.title')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={record.isPending}
      destroyOnHidden
      data-testid="custody-dialog"
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ event: initial }}>
        <Form.Item name="event" label={t('lab.custody.event')}>
          <Select options={CUSTODY_EVENTS.map((e) => ({ value: e, label: t(`lab.custody.event.${e}`) }))} />
        </Form.Item>
        {NEEDS_LOCATION.has(event) ? (
          <Form.Item name="location" label={t('lab.custody.location')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} autoFocus />
          </Form.Item>
        ) : (
          <Form.Item name="person" label={t('lab.custody.person')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} autoFocus />
          </Form.Item>
        )}
        <Form.Item name="note" label={t('lab.custody.note')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
