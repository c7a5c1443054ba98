import { Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMayEnterResults } from '../use-may-enter-results';
import type { ReportSample } from './ReportFormDrawer';
import { lazyNamed } from '@/components/record-kit/lazy';

// The form (date pickers, number inputs, the limits) loads on the first click.
const ReportFormDrawer = lazyNamed(() => import('./ReportFormDrawer'), 'ReportFormDrawer');

/**
 * "New report" on a sample: admins always; researchers while the sample is received or
 * testing — otherwise they see it disabled, saying when results are entered.
 */
export function NewReportButton({ sample, state }: { sample: ReportSample; state: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const allowed = useMayEnterResults(state);
  if (!allowed) {
    return (
      <Tooltip title={t('reportResults.closed', { state: t(`lifecycle.state.${state}`) })}>
        <Button icon={<FileAddOutlined />} disabled data-testid="report-create">
          {t('reportResults.create')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Button icon={<FileAddOutlined />} onClick={() => setOpen(true)} data-testid="report-create">
        {t('reportResults.create')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportFormDrawer open={open} sample={sample} reportId={null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
