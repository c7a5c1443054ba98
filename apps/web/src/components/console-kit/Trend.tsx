import { Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A percent change (null: nothing to compare with), green up, red down. */
export function Trend({ value, suffix, noneText }: { value: number | null; suffix?: string; noneText?: string }) {
  const { t } = useTranslation();
  if (value === null) {
    // Nothing to compare with: a dash, with the reason on hover (long texts break narrow columns).
    const reason = noneText ?? t('console.trend.none');
    return (
      <Typography.Text type="secondary" title={reason} aria-label={reason} data-trend="none">
        —
      </Typography.Text>
    );
  }
  const up = value > 0;
  const flat = value === 0;
  // Theme text colours: readable on the page in both themes.
  const type = flat ? undefined : up ? 'success' : 'danger';
  return (
    <Typography.Text type={type} style={{ whiteSpace: 'nowrap' }} data-trend={value}>
      {!flat && (up ? <ArrowUpOutlined /> : <ArrowDownOutlined />)} {formatPercent(Math.abs(value))}
      {suffix ? ` ${suffix}` : ''}
    </Typography.Text>
  );
}

export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
