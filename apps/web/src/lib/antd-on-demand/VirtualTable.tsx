import { onDemand } from './on-demand';

// Stands in for the virtual-scrolling body of antd's Table (see vite.config.ts): only a table
// with `virtual` draws it, and none of ours does, so it loads on first use.
export default onDemand(() => import('antd/es/table/RcTable/VirtualTable'));
