import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyNamed, useLatched } from './lazy';
import type { RecordPath } from './record-api';

// The dialog (upload, result table) loads when it first opens.
const ImportDialog = lazyNamed(() => import('./ImportDialog'), 'ImportDialog');

export interface ImportButtonProps {
  path: RecordPath;
  /** Controlled dialog (e.g. opened by `?action=import`); uncontrolled when absent. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The import button and its dialog (a dry run first, then commit; see ImportDialog). */
export function ImportButton({ path, open, onOpenChange }: ImportButtonProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const mounted = useLatched(isOpen);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="import">
        {t('catalogue.action.import')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ImportDialog path={path} open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
