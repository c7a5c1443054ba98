import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LabelLayout } from '@yaoshi/contracts';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';

// The dialog (a form, radio buttons, a number input) loads when it is first opened: the
// button sits on every sample page, where most visits never print.
const PrintLabelsDialog = lazyNamed(() => import('./PrintLabelsDialog'), 'PrintLabelsDialog');

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
  const mounted = useLatched(open);
  return (
    <>
      <Button icon={<PrinterOutlined />} size={size} disabled={ids.length === 0} onClick={() => setOpen(true)}>
        {t('lab.labels.print')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <PrintLabelsDialog ids={ids} defaultLayout={defaultLayout} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
