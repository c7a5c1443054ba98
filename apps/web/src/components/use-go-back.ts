import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@yaoshi/contracts/route-table';

/** Back in history when there is somewhere to go back to inside the app, else home. */
export function useGoBack(fallback: string = HOME_PATH) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
