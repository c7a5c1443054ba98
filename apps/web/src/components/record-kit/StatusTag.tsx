import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** online / offline of any record. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={status === 'online' ? 'success' : 'default'}>{t(`catalogue.status.${status}`)}</Tag>;
}

/** A testing result: pass / fail. */
export function VerdictTag({ verdict, voided = false }: { verdict: string; voided?: boolean }) {
  const { t } = useTranslation();
  // 'none' (不判定: no limit or no result) is neither a pass nor a fail.
  const color =
    verdict === 'pass' ? 'success' : verdict === 'none' ? 'default' : verdict === 'inconclusive' ? 'warning' : 'error';
  return (
    <>
      <Tag color={voided ? 'default' : color} style={voided ? { textDecoration: 'line-through' } : undefined}>
        {t(`catalogue.verdict.${verdict}`)}
      </Tag>
      {/* A voided report's verdict no longer stands (and counts in no pass rate). */}
      {voided && (
        <Tag color="error" title={t('catalogue.verdict.voidedHint')} data-testid="report-voided">
          {t('catalogue.verdict.voided')}
        </Tag>
      )}
    </>
  );
}

/** Marks generated demo records, so nobody quotes them as real data. */
export function DemoBadge({ demo }: { demo: boolean | undefined }) {
  const { t } = useTranslation();
  if (!demo) return null;
  return (
    <Tag color="orange" className="records-demo" title={t('catalogue.demo.hint')}>
      {t('catalogue.demo.label')}
    </Tag>
  );
}
