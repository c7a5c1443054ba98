import type { ReactNode } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '../../../components/charts';
import { QueryState } from '../../../components/console-kit';

export interface ChartCardProps<T> {
  title: ReactNode;
  extra?: ReactNode;
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  option: (data: T) => ChartOption;
  isEmpty: (data: T) => boolean;
  height?: number;
  testId?: string;
  /** Shown below the chart (e.g. a legend of numbers the test can read). */
  footer?: (data: T) => ReactNode;
}

/** A titled card with one chart and its loading, error and empty states. */
export function ChartCard<T>({ title, extra, query, option, isEmpty, height = 300, testId, footer }: ChartCardProps<T>) {
  const { t } = useTranslation();
  return (
    <Card title={title} extra={extra} variant="borderless" data-testid={testId} style={{ height: '100%' }}>
      <QueryState query={query} rows={Math.round(height / 50)}>
        {(data) => (
          <>
            <Chart
              option={option(data)}
              height={height}
              empty={isEmpty(data)}
              emptyText={t('visualization.empty')}
              ariaLabel={typeof title === 'string' ? title : undefined}
            />
            {footer?.(data)}
          </>
        )}
      </QueryState>
    </Card>
  );
}
