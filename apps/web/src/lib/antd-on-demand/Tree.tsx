import { lazy, Suspense, type ComponentProps } from 'react';

// Stands in for antd's Tree inside antd's Table filter dropdown (see vite.config.ts): only a
// column with filterMode="tree" renders it, and none of ours does, so it loads on first use.
const AntTree = lazy(() => import('antd/es/tree'));

export default function TreeOnDemand(props: ComponentProps<typeof AntTree>) {
  return (
    <Suspense fallback={null}>
      <AntTree {...props} />
    </Suspense>
  );
}
