import { Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Report, ReportResultItemInput } from '@yaoshi/contracts';
import { useAmendReport, useReportRecord } from '../api/report-history';

type Item = Report['items'][number];

/** An issued item as the input of the next revision, its result replaced by `typed` when one is typed. */
function itemInput(it: Item, typed: string | undefined): ReportResultItemInput {
  const value = typed?.trim();
  const changed = value !== undefined && value !== '' && value !== (it.result_entered ?? '');
  return {
    item: it.item,
    category: it.category as ReportResultItemInput['category'],
    standard_id: it.standard_id,
    method: it.method,
    unit: it.unit,
    lower: it.lower,
    upper: it.upper,
    result: changed || it.result_entered !== null ? null : it.result,
    result_entered: changed ? value : it.result_entered,
    not_detected: changed ? false : it.not_detected,
    below: changed ? null : it.below,
    lod: it.lod_entered === null ? it.lod : null,
    loq: it.loq_entered === null ? it.loq : null,
    uncertainty: it.uncertainty_entered === null ? it.uncertainty : null,
    lod_entered: it.lod_entered,
    loq_entered: it.loq_entered,
    uncertainty_entered: it.uncertainty_entered,
    decision_rule: it.decision_rule,
    result_text: '',
  };
}

/**
 * Amends a published report: the corrected results and the reason (required) issue the next
 * revision; the page then opens it, and the one it supersedes stays readable.
 */
export function AmendDialog({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ reason: string; values: Record<string, string> }>();
  const record = useReportRecord(id, open);
  const amend = useAmendReport(id);
  const items = record.data?.items ?? [];

  const onOk = async () => {
    const { reason, values } = await form.validateFields();
    const saved = await amend.mutateAsync({
      reason: reason.trim(),
      items: items.map((it, i) => itemInput(it, values?.[String(i)])),
    });
    onClose();
    void navigate(`/report/${saved.id}`);
  };

  return (
    <Modal
      open={open}
      title={t('reportPage.amend.title')}
      okText={t('reportPage.amend.issue')}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={amend.isPending}
      destroyOnHidden
      data-testid="amend-dialog"
    >
      <Typography.Paragraph type="secondary">{t('reportPage.amend.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        {items.map((it, i) => (
          <Form.Item
            key={`${it.item}-${i}`}
            name={['values', String(i)]}
            label={`${it.item}${it.unit ? ` (${it.unit})` : ''} · ${t('reportPage.amend.issued')}: ${it.result_text || '—'}`}
          >
            <Input placeholder={it.result_entered ?? ''} data-testid={`amend-value-${i}`} inputMode="decimal" />
          </Form.Item>
        ))}
        <Form.Item
          name="reason"
          label={t('reportPage.amend.reason')}
          rules={[{ required: true, whitespace: true, message: t('reportPage.amend.reasonRequired') }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="amend-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
