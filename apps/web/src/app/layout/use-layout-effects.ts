import { useEffect } from 'react';
import { MOBILE_BREAKPOINT } from '@/config/settings';
import { useSettingsStore } from '@/stores/settings';
import { useTabsStore } from '@/stores/tabs';
import { useCurrentRoute } from './use-current-route';

/** SPEC §3 device: desktop or mobile by viewport width; on mobile the menu collapses. */
export function useDeviceWatcher() {
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const apply = () => {
      const device = query.matches ? 'mobile' : 'desktop';
      const { device: current, update } = useSettingsStore.getState();
      if (device === current) return;
      update(device === 'mobile' ? { device, menuCollapse: true } : { device });
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);
}

/** Adds each page the layout actually shows (not one a guard turned away) to the tab list. */
export function useTrackTabs() {
  const { handle, notFound, fullPath } = useCurrentRoute();
  const addTab = useTabsStore((s) => s.addTab);
  useEffect(() => {
    if (!handle || notFound) return;
    const query = Object.fromEntries(new URLSearchParams(fullPath.split('?')[1] ?? ''));
    addTab({ title: handle.meta.locale, name: handle.name, fullPath, query, ignoreCache: !!handle.meta.ignoreCache });
  }, [handle, notFound, fullPath, addTab]);
}
