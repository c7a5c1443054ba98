import type { BulkResult } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { kindLabel, useLang } from './options';

/** What a bulk action did, and per record what kept it from being done (the references first). */
export function BulkActionsSummary({ result }: { result: BulkResult }) {
  const { t } = useTranslation();
  const lang = useLang();
  const line = (key: string, ids: number[]) =>
    ids.length > 0 && (
      <li data-testid={`bulk-summary-${key}`}>
        {t(`lists.bulk.summary.${key}`, { count: ids.length })}
        {key === 'missing' && <span className="bulk-summary__ids"> ({ids.join(', ')})</span>}
      </li>
    );
  return (
    <div className="bulk-summary" data-testid="bulk-summary">
      <ul className="bulk-summary__counts">
        {line('done', result.done)}
        {line('unchanged', result.unchanged)}
        {line('missing', result.missing)}
      </ul>
      {result.blocked.length > 0 && (
        <>
          <p className="bulk-summary__head">{t('lists.bulk.summary.blocked', { count: result.blocked.length })}</p>
          <ul className="bulk-summary__blocked" data-testid="bulk-summary-blocked">
            {result.blocked.map((b) => (
              <li key={b.id}>
                <strong>{b.label}</strong>
                {' — '}
                {b.references
                  .map((r) => t('catalogue.delete.referencedBy', { kind: kindLabel(r.kind, lang), count: r.count }))
                  .join(lang === 'en' ? '; ' : '；')}
              </li>
            ))}
          </ul>
          <p className="bulk-summary__hint">{t('lists.bulk.summary.blockedHint')}</p>
        </>
      )}
      {result.failed.length > 0 && (
        <>
          <p className="bulk-summary__head">{t('lists.bulk.summary.failed', { count: result.failed.length })}</p>
          <ul>
            {result.failed.map((f) => (
              <li key={f.id}>
                #{f.id}: {f.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
