import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LABEL_LAYOUTS, type LabelLayout } from '@yaoshi/contracts';
import { downloadLabels } from '../api/lab-api';

/** Prints labels of `ids`: the label stock, used positions to skip, and the PDF download. */
export function PrintLabelsButton({
  ids,
  size,
  defaultLayout = 'a4-3x8',
}: {
  ids: number[];
  size?: 'small' | 'middle';
  defaultLayout?: LabelLayout;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [layout, setLayout] = useState<LabelLayout>(defaultLayout);
  const [skip, setSkip] = useState(0);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadLabels(ids, layout, layout === 'single-50x30' ? 0 : skip);
      setOpen(false);
    } catch {
      // The API client has told the person what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<PrinterOutlined />} size={size} disabled={ids.length === 0} onClick={() => setOpen(true)}>
        {t('lab.labels.print')}
      </Button>
      <Modal
        open={open}
        title={t('lab.labels.print')}
        onCancel={() => setOpen(false)}
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
    </>
  );
}
