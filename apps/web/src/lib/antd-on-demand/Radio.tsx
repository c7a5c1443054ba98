import { onDemand } from './on-demand';

// Stands in for antd's Radio inside antd's Table (see vite.config.ts): the table draws radios
// only for single-choice column filters and single row selection, which no list of ours
// uses, so it loads on first use. (antd's Radio group would also bring antd's Form hooks.)
export default onDemand(() => import('antd/es/radio'));
