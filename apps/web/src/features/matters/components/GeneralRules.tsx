import { Typography } from 'antd';
import { CHP_PESTICIDE_RULE_NUM, type MatterDetail } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath } from '@/components/record-kit/paths';

/**
 * The pharmacopoeia's general rules a matter's tests are also held to (通则0212, banned
 * pesticides): recorded once as a standard and linked, so the page names it under the tests.
 */
export function GeneralRules({ m }: { m: MatterDetail }) {
  const { t } = useTranslation();
  const rule = (m.regulations ?? []).find((r) => r.regulation_num === CHP_PESTICIDE_RULE_NUM);
  if (!rule) return null;
  return (
    <Typography.Paragraph data-testid="general-rule-pesticides" style={{ marginTop: 8 }}>
      {t('monograph.generalRule.pesticides')}{' '}
      <Typography.Text type="secondary">
        {t('monograph.source')}
        <Link to={detailPath('RegulationDetail', rule.id)} lang="zh-CN" className="records-inline-link">
          {rule.regulation_name}
        </Link>
      </Typography.Text>
    </Typography.Paragraph>
  );
}
