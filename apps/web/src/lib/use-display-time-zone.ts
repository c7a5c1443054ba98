import { useEffect, useState } from 'react';
import { apiGet } from './api-client';
import { setDisplayTimeZone } from './format';

/**
 * Asks the server (/api/health, open to visitors) for its display zone, DISPLAY_TZ, once per start.
 * Returns a number that changes when the zone differs from the one assumed so far (the default, or the
 * zone remembered from the last visit): the app remounts its pages with it, so every date already on
 * screen is shown again in the server's zone. Normally the zone matches and nothing is redrawn.
 */
export function useDisplayTimeZoneSync(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    apiGet<{ displayTz?: string }>('/api/health', undefined, { silent: true })
      .then((health) => {
        if (live && setDisplayTimeZone(health.displayTz)) setVersion((v) => v + 1);
      })
      // Unreachable server: the other calls say so; dates stay in the assumed zone.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return version;
}
