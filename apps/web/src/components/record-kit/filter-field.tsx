import { createContext, useContext, type ReactNode } from 'react';

/** True inside the phone's filter drawer (FilterDrawer provides it). */
export const InFilterDrawer = createContext(false);

/**
 * A list filter's control with its label. On the desktop toolbar the control stands alone (its
 * placeholder names it until a value is chosen, its aria-label always); in the phone's filter
 * drawer the label is written above it, so a chosen value still says which filter it is.
 */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  if (!useContext(InFilterDrawer)) return <>{children}</>;
  return (
    <div className="filter-drawer__field">
      {/* The control carries the same name (aria-label): this text is for the eye only. */}
      <span className="filter-drawer__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
