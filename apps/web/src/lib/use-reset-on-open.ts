import { useState } from 'react';

/**
 * Calls `reset` (state setters) while the render that opens a dialog happens. Reset in an effect
 * instead, it ran after the dialog was on screen, and what was typed or ticked before it ran (a
 * slow phone) was undone.
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) reset();
  }
}
