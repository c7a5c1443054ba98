import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_FORMATS } from '@yaoshi/contracts/catalogue/options';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { downloadFile, saveFile } from './download';
import type { ListQuery, RecordPath } from './record-api';

export interface ExportButtonProps {
  path: RecordPath;
  filters: ListQuery;
  /** Only these rows (the bulk "export selected"); the filters are then ignored by the server. */
  ids?: readonly number[];
  /** Controlled menu (e.g. opened by `?action=export`); uncontrolled when absent. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Downloads the list as CSV or XLSX with the filters currently applied (all pages): readable
 * (column labels, code labels, names of linked records, dates) in the UI's language, or with
 * field codes, codes and Unix seconds (`raw=1`) for machines.
 */
export function ExportButton({ path, filters, ids, open, onOpenChange }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (key: string) => {
    const [format, raw] = key.split(':') as [string, string | undefined];
    setBusy(true);
    try {
      const params = {
        ...(ids ? { ids: ids.join(',') } : filters),
        format,
        ...(raw ? { raw: '1' } : {}),
      };
      const file = await downloadFile(`/api/${path}/export`, params, `${path}.${format}`);
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
        items: [
          ...EXPORT_FORMATS.map((f) => ({ key: f, label: t(`catalogue.export.${f}`) })),
          { type: 'divider' as const },
          ...EXPORT_FORMATS.map((f) => ({ key: `${f}:raw`, label: t(`catalogue.export.${f}Raw`) })),
        ],
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
