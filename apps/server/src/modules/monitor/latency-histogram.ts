/**
 * Latency histogram with logarithmic buckets (each 5 % wider than the one before), kept sparse:
 * bucket index → count. Histograms of several processes add up exactly, so a percentile over
 * every worker is within ±2.5 % of the true one — which raw percentiles could never give.
 */
export type Histogram = Record<string, number>;

const BASE_MS = 0.01;
const RATIO = 1.05;
const LOG_RATIO = Math.log(RATIO);

const bucketOf = (ms: number): number => (ms <= BASE_MS ? 0 : Math.ceil(Math.log(ms / BASE_MS) / LOG_RATIO));
/** The geometric middle of a bucket, in ms. */
const valueOf = (bucket: number): number => (bucket === 0 ? BASE_MS : BASE_MS * RATIO ** (bucket - 0.5));

export function addToHistogram(h: Histogram, ms: number, count = 1) {
  const k = String(bucketOf(ms));
  h[k] = (h[k] ?? 0) + count;
}

export function mergeHistograms(into: Histogram, from: Histogram) {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  return into;
}

/** The p-th percentile in ms (2 decimals), or null for an empty histogram. */
export function histogramPercentile(h: Histogram, p: number): number | null {
  const buckets = Object.entries(h)
    .map(([k, n]) => [Number(k), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const [k, n] of buckets) {
    seen += n;
    if (seen >= rank) return Math.round(valueOf(k) * 100) / 100;
  }
  return null;
}
