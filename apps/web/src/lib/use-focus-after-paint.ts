import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus once the frame that first shows it has been drawn — what
 * `autoFocus` does, one task later. `autoFocus` focuses during React's commit, and focusing an
 * element forces the browser to compute styles and layout of the page just inserted, inside the
 * commit (on the login page, one long task on a phone). After the
 * frame, styles and layout are already up to date and focusing is cheap. The focus is not taken
 * from an element the person focused meanwhile.
 */
export function useFocusAfterPaint<T extends { focus: (options?: FocusOptions) => void }>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) ref.current?.focus({ preventScroll: true });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled]);
  return ref;
}
