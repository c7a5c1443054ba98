import { useState } from 'react';
import { Form, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABEL_LAYOUTS, type LabelLayout } from '@yaoshi/contracts';
import { downloadLabels } from '../api/lab-api';

/** The label dialog of PrintLabelsButton: the label stock, used positions to skip, and the PDF download. */
export function PrintLabelsDialog({
  ids,
  defaultLayout,
  open,
  onClose,
}: {
  ids: number[];
  defaultLayout: LabelLayout;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<LabelLayout>(defaultLayout);
  const [skip, setSkip] = useState(0);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadLabels(ids, layout, layout === 'single-50x30' ? 0 : skip);
      onClose();
    } catch {
      // The API client has told the person what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('lab.labels.print')}
      onCancel={onClose}
      onOk={download}
      okText={t('lab.labels.download')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('lab.labels.count', { count: ids.length })}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('lab.labels.layout')}>
          <Radio.Group value={layout} onChange={(e) => setLayout(e.target.value as LabelLayout)}>
            <Space orientation="vertical">
              {LABEL_LAYOUTS.map((l) => (
                <Radio key={l} value={l}>
                  {t(`lab.labels.layout.${l}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {layout !== 'single-50x30' && (
          <Form.Item label={t('lab.labels.skip')}>
            <InputNumber min={0} max={layout === 'a4-3x8' ? 23 : 13} value={skip} onChange={(v) => setSkip(v ?? 0)} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
