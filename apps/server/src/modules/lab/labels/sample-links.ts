import type { SampleKind } from '../../samples/sample-fields';

/** Hash routes of the console's sample pages (route-table.ts). */
export const SAMPLE_PAGES: Record<SampleKind, string> = {
  matter: '/matterSample/matter-sample-detail',
  product: '/productSampleList/product-sample-detail',
};

export const samplePath = (kind: SampleKind, id: number) => `${SAMPLE_PAGES[kind]}/${id}`;

/** The permalink a label's QR encodes: PUBLIC_BASE_URL (else the request's origin) + the page. */
export const samplePermalink = (base: string, kind: SampleKind, id: number) =>
  `${base.replace(/\/+$/, '')}/#${samplePath(kind, id)}`;

/** The sample a scanned permalink points at (any origin: a label printed elsewhere still opens here). */
export function parsePermalink(code: string): { kind: SampleKind; id: number } | null {
  for (const [kind, page] of Object.entries(SAMPLE_PAGES) as [SampleKind, string][]) {
    const at = code.indexOf(`#${page}/`);
    if (at < 0) continue;
    const m = /^(\d{1,15})(?:[/?#].*)?$/.exec(code.slice(at + page.length + 2));
    if (m) return { kind, id: Number(m[1]) };
  }
  return null;
}
