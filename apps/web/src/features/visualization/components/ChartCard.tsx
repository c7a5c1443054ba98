import type { ReactNode } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartOption } from '@/components/charts';
import { QueryState } from '@/components/console-kit';

export interface ChartCardProps<T> {
  title: ReactNode;
  extra?: ReactNode;
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  option: (data: T) => ChartOption;
  isEmpty: (data: T) => boolean;
  height?: number;
  testId?: string;
  /** Shown above the chart (e.g. a switch that would crowd the title). */
  toolbar?: ReactNode;
  /** Shown below the chart (e.g. a legend of numbers the test can read). */
  footer?: (data: T) => ReactNode;
}

/** A titled card with one chart and its loading, error and empty states. */
export function ChartCard<T>({
  title,
  extra,
  toolbar,
  query,
  option,
  isEmpty,
  height = 300,
  testId,
  footer,
}: ChartCardProps<T>) {
  const { t } = useTranslation();
  return (
    <Card title={title} extra={extra} variant="borderless" data-testid={testId} style={{ height: '100%' }}>
      {toolbar && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
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
