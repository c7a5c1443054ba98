import { FIELD_ACCURACY_LIMIT_M, type FieldPosition } from '@yaoshi/contracts';

/** A fix worse than the limit is flagged; the collector may retake it. */
export const isRough = (p: FieldPosition) => p.accuracy > FIELD_ACCURACY_LIMIT_M;

/** One high-accuracy fix from the device (no network needed: GPS works offline). */
export function readPosition(timeoutMs = 20_000): Promise<FieldPosition> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
          taken_at: Math.floor((p.timestamp || Date.now()) / 1000),
        }),
      (err) => reject(new Error(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
