import { lazy, Suspense } from 'react';
import { Empty, Skeleton } from 'antd';
import { useSettingsStore } from '@/stores/settings';
import type { ChartOption } from './types';

const EChart = lazy(() => import('./EChart'));

export interface ChartProps {
  option: ChartOption;
  /** Pixels; the width follows the container. */
  height?: number;
  /** Shows a skeleton instead of the chart. */
  loading?: boolean;
  /** Shows an empty state instead of the chart (e.g. every value is 0). */
  empty?: boolean;
  emptyText?: string;
  /** Accessible name of the chart (it is a canvas). */
  ariaLabel?: string;
}

/** Theme-aware ECharts chart, loaded on first use. */
export function Chart({ option, height = 300, loading, empty, emptyText, ariaLabel }: ChartProps) {
  const dark = useSettingsStore((s) => s.theme === 'dark');
  const placeholder = (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Skeleton active paragraph={{ rows: Math.max(2, Math.round(height / 60)) }} title={false} />
    </div>
  );
  if (loading) return placeholder;
  if (empty) {
    return (
      <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <EChart option={option} height={height} dark={dark} ariaLabel={ariaLabel} />
    </Suspense>
  );
}
