import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';
import type { ChartOption } from './types';

export interface EChartProps {
  option: ChartOption;
  height: number;
  dark: boolean;
  ariaLabel?: string;
}

/**
 * The ECharts instance behind <Chart>. Lives in its own chunk (with echarts/core), so a
 * page that shows no chart never downloads ECharts. A theme change re-creates the
 * instance, since ECharts applies a theme only at init.
 */
export default function EChart({ option, height, dark, ariaLabel }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  const optionRef = useRef(option);
  optionRef.current = option;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const chart = echarts.init(el, dark ? 'dark' : undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    chart.setOption(withDefaults(optionRef.current));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [dark]);

  useEffect(() => {
    // notMerge: a series that disappears (another quota, fewer kinds) must disappear here too.
    chartRef.current?.setOption(withDefaults(option), { notMerge: true });
  }, [option]);

  return <div ref={ref} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}

/** The page's card is the background; the dark theme's own navy would show as a box. */
function withDefaults(option: ChartOption): ChartOption {
  return { backgroundColor: 'transparent', ...option };
}
