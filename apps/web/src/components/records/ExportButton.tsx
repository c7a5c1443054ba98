import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_FORMATS } from '@yaoshi/contracts/catalogue/options';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { downloadFile, saveFile } from './download';
import type { ListQuery, RecordPath } from './record-api';

export interface ExportButtonProps {
  path: RecordPath;
  filters: ListQuery;
  /** Controlled menu (e.g. opened by `?action=export`); uncontrolled when absent. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Downloads the list as CSV or XLSX with the filters currently applied (all pages). */
export function ExportButton({ path, filters, open, onOpenChange }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: string) => {
    setBusy(true);
    try {
      const file = await downloadFile(`/api/${path}/export`, { ...filters, format }, `${path}.${format}`);
      saveFile(file);
      void feedback.message.success(t('catalogue.export.done', { name: file.filename }));
    } catch {
      // The API client has told the person already.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      {...(open === undefined ? {} : { open })}
      onOpenChange={(next) => onOpenChange?.(next)}
      menu={{
        items: EXPORT_FORMATS.map((f) => ({ key: f, label: t(`catalogue.export.${f}`) })),
        onClick: ({ key }) => {
          onOpenChange?.(false);
          void run(key);
        },
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="export">
        {t('catalogue.action.export')}
      </Button>
    </Dropdown>
  );
}
