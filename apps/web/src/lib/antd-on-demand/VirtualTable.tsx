import { lazy, Suspense, type ComponentProps } from 'react';

// Stands in for the virtual-scrolling body of antd's Table (see vite.config.ts): only a table
// with `virtual` draws it, and none of ours does, so it loads on first use.
const AntVirtualTable = lazy(() => import('antd/es/table/RcTable/VirtualTable'));

export default function VirtualTableOnDemand(props: ComponentProps<typeof AntVirtualTable>) {
  return (
    <Suspense fallback={null}>
      <AntVirtualTable {...props} />
    </Suspense>
  );
}
