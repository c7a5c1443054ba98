import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { budgetSummary } from './budget-summary';

/** The combined and expanded relative uncertainty of the budget being typed, computed live. */
export function BudgetSummary({
  components,
  k,
}: {
  components: readonly ({ u_rel?: string | null } | undefined)[] | undefined;
  k: string | null | undefined;
}) {
  const { t } = useTranslation();
  const s = budgetSummary(components, k);
  return (
    <div data-testid="method-budget-summary" aria-live="polite">
      {s === null ? (
        <Typography.Text type="secondary">{t('methods.budget.empty')}</Typography.Text>
      ) : (
        <>
          <Typography.Text strong>{t('methods.budget.combined', { value: s.combined })}</Typography.Text>
          {s.expanded !== null && (
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
              {t('methods.budget.expanded', { value: s.expanded, k: k?.trim() })}
            </Typography.Text>
          )}
        </>
      )}
    </div>
  );
}
