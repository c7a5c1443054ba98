import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { BookOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type CiteInput, permalink, publicPageUrl } from './cite';
import { lazyNamed, useLatched } from './lazy';

// The dialog (antd Modal) loads on the first click: most readers never open it.
const CiteDialog = lazyNamed(() => import('./CiteDialog'), 'CiteDialog');

export interface CiteButtonProps extends Omit<CiteInput, 'cited' | 'url'> {
  /** Hash route of the record's detail page, e.g. /formList/matter-detail/7. */
  route: string;
  /** Title for the English-style variant. */
  titleEn?: string;
  /**
   * Path of the record's public page without its language (`/matters/7`), when it has one (online,
   * not demo): the reference then cites that page, the stable address readers can open.
   */
  publicPath?: string;
}

/** The public page of a record in the reader's language (`/zh/matters/7`), for the detail headers. */
export function usePublicPage(publicPath: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  return publicPath
    ? publicPageUrl(window.location.origin, window.location.pathname, i18n.language, publicPath)
    : undefined;
}

/** Permalink: opens the record's public page (server-rendered, for readers without the console). */
export function PermalinkButton({ publicPath }: { publicPath?: string }) {
  const { t } = useTranslation();
  const href = usePublicPage(publicPath);
  if (!href) return null;
  return (
    <Button icon={<LinkOutlined />} href={href} target="_blank" rel="noopener" data-testid="permalink">
      {t('cite.permalink')}
    </Button>
  );
}

/**
 * 引用 / Cite: the record's GB/T 7714-2015 reference (shown in every language: it is the
 * standard asked for), with its permalink and version date, and in English an English-style
 * variant too.
 */
export function CiteButton({ route, titleEn, publicPath, ...input }: CiteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mounted = useLatched(open);
  const page = usePublicPage(publicPath);
  const cite = {
    ...input,
    cited: new Date(),
    url: page ?? permalink(window.location.origin, window.location.pathname, route),
  };
  return (
    <>
      <Button icon={<BookOutlined />} onClick={() => setOpen(true)} data-testid="cite-button">
        {t('cite.action')}
      </Button>
      <PermalinkButton publicPath={publicPath} />
      {mounted && (
        <Suspense fallback={null}>
          <CiteDialog open={open} cite={cite} titleEn={titleEn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
