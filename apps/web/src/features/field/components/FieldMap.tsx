import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { FieldSample, FieldTiles } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';

const samplePath = (s: FieldSample) =>
  s.kind === 'matter'
    ? `#/matterSample/matter-sample-detail/${s.sample_id}`
    : `#/productSampleList/product-sample-detail/${s.sample_id}`;

/** A marker's popup, built as elements so no sample text is read as HTML. */
function popup(s: FieldSample): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = samplePath(s);
  link.textContent = `${s.sample_num} ${s.sample_name}`;
  const line = document.createElement('div');
  line.textContent = [s.subject_name, s.place, s.collector_name, formatTime(s.collected_at)]
    .filter(Boolean)
    .join(' · ');
  box.append(link, line);
  return box;
}

/**
 * Collected samples on a map (Leaflet, the operator's tile server): a point per sample with a
 * circle of its accuracy; loaded only by the samples view when tiles are configured.
 */
export default function FieldMap({ tiles, samples }: { tiles: FieldTiles; samples: FieldSample[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const map = L.map(box.current, { worldCopyJump: true });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.max_zoom }).addTo(map);
    const placed = samples.filter((s) => s.latitude !== null && s.longitude !== null);
    const points: L.LatLngExpression[] = [];
    for (const s of placed) {
      const at: L.LatLngExpression = [s.latitude!, s.longitude!];
      points.push(at);
      if (s.accuracy) L.circle(at, { radius: s.accuracy, weight: 1, fillOpacity: 0.1 }).addTo(map);
      L.circleMarker(at, { radius: 7, weight: 2, fillOpacity: 0.8 }).bindPopup(popup(s)).addTo(map);
    }
    if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
    else map.setView([35, 105], 4);
    return () => {
      map.remove();
    };
  }, [tiles, samples]);
  return <div ref={box} className="field-map" data-testid="field-map" />;
}
