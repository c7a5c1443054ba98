export { Chart, type ChartProps } from './Chart';
export type { ChartOption } from './types';
