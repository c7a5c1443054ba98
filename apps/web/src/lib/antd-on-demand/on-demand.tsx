import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/** A component that loads `load`'s default export on first render (nothing shown until then). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function onDemand<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const Loaded = lazy(load);
  return function OnDemand(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
