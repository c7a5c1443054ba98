import type { ChartOption } from '@/components/charts';

/** Bar chart of name/value pairs, horizontal when the names are long (regions, brands). */
export function barOption(items: { name: string; value: number }[], horizontal = false, color?: string): ChartOption {
  const names = items.map((i) => i.name);
  const values = items.map((i) => i.value);
  const category = {
    type: 'category' as const,
    data: horizontal ? [...names].reverse() : names,
    axisLabel: { interval: 0, width: 90, overflow: 'truncate' as const },
  };
  const value = { type: 'value' as const, minInterval: 1 };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 16, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: horizontal
      ? value
      : { ...category, axisLabel: { ...category.axisLabel, rotate: names.length > 6 ? 30 : 0 } },
    yAxis: horizontal ? category : value,
    series: [
      {
        type: 'bar',
        data: horizontal ? [...values].reverse() : values,
        barMaxWidth: 28,
        itemStyle: color ? { color } : undefined,
        label: { show: true, position: horizontal ? 'right' : 'top' },
      },
    ],
  };
}

/** Doughnut chart of name/value pairs: counts beside the slices, names in the legend (long names would clip). */
export function pieOption(items: { name: string; value: number }[]): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, left: 'center', itemWidth: 10, itemHeight: 10, itemGap: 8, textStyle: { fontSize: 11 } },
    series: [
      {
        type: 'pie',
        radius: ['30%', '52%'],
        center: ['50%', '36%'],
        avoidLabelOverlap: true,
        minShowLabelAngle: 6,
        label: { formatter: '{c}', fontSize: 11 },
        labelLine: { length: 6, length2: 6 },
        data: items,
      },
    ],
  };
}

/** Lines of named series over a category axis. */
export function linesOption(
  xAxis: string[],
  series: { name: string; value: number[] }[],
  opts: { area?: boolean; stackBars?: boolean } = {},
): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 16, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: !!opts.stackBars, data: xAxis },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) =>
      opts.stackBars
        ? { name: s.name, type: 'bar' as const, stack: 'all', barMaxWidth: 32, data: s.value }
        : {
            name: s.name,
            type: 'line' as const,
            smooth: true,
            areaStyle: opts.area ? { opacity: 0.1 } : undefined,
            data: s.value,
          },
    ),
  };
}

export const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
