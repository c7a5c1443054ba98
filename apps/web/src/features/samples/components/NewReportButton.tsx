import { useState } from 'react';
import { Button } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ReportFormDrawer, type ReportSample } from './ReportFormDrawer';

/** "New report" on a sample (admins; mount it inside <Permission roles={['admin']}>). */
export function NewReportButton({ sample }: { sample: ReportSample }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FileAddOutlined />} onClick={() => setOpen(true)} data-testid="report-create">
        {t('reportResults.create')}
      </Button>
      {open && <ReportFormDrawer open={open} sample={sample} reportId={null} onClose={() => setOpen(false)} />}
    </>
  );
}
