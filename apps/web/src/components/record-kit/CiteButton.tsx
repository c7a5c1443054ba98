import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type CiteInput, permalink } from './cite';
import { lazyNamed, useLatched } from './lazy';

// The dialog (antd Modal) loads on the first click: most readers never open it.
const CiteDialog = lazyNamed(() => import('./CiteDialog'), 'CiteDialog');

export interface CiteButtonProps extends Omit<CiteInput, 'cited' | 'url'> {
  /** Hash route of the record's detail page, e.g. /formList/matter-detail/7. */
  route: string;
  /** Title for the English-style variant. */
  titleEn?: string;
}

/**
 * 引用 / Cite: the record's GB/T 7714-2015 reference (shown in every language: it is the
 * standard asked for), with its permalink and version date, and in English an English-style
 * variant too.
 */
export function CiteButton({ route, titleEn, ...input }: CiteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mounted = useLatched(open);
  const cite = { ...input, cited: new Date(), url: permalink(window.location.origin, window.location.pathname, route) };
  return (
    <>
      <Button icon={<BookOutlined />} onClick={() => setOpen(true)} data-testid="cite-button">
        {t('cite.action')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CiteDialog open={open} cite={cite} titleEn={titleEn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
