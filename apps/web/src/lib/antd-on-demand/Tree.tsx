import { onDemand } from './on-demand';

// Stands in for antd's Tree inside antd's Table filter dropdown (see vite.config.ts): only a
// column with filterMode="tree" renders it, and none of ours does, so it loads on first use.
export default onDemand(() => import('antd/es/tree'));
