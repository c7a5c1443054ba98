import { Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFactTotals } from '../api/fact-reviews';

/** "312 of 1,204 monograph facts verified": how much of the catalogue a person has proof-read. */
export function FactTotals() {
  const { t, i18n } = useTranslation();
  const totals = useFactTotals().data;
  if (!totals) return null;
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <Typography.Text type="secondary" data-testid="fact-totals" style={{ whiteSpace: 'nowrap' }}>
      <SafetyCertificateOutlined style={{ marginInlineEnd: 4 }} />
      {t('review.totals', { verified: n(totals.verified), facts: n(totals.facts) })}
      {totals.disputed ? t('review.totals.disputed', { disputed: n(totals.disputed) }) : ''}
    </Typography.Text>
  );
}
