import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FieldCollection,
  FieldReceipt,
  FieldSamples,
  FieldSamplesQuery,
  FieldSubmission,
  RegionNode,
  StoredFile,
} from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';
import type { CachedList } from './field-db';

/** POST /api/field/submissions: silent, the queue shows what happened to each record. */
export const submitRecord = (body: FieldSubmission) =>
  apiPost<FieldReceipt>('/api/field/submissions', body, { silent: true });

/** POST /api/field/photos: one photo, with its upload progress (0–100). */
export function uploadPhoto(file: Blob, name: string, onProgress?: (percent: number) => void): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, name);
  return apiPost<StoredFile>('/api/field/photos', body, {
    silent: true,
    onUploadProgress: (e) => {
      if (onProgress && e.total) onProgress(Math.round((e.loaded / e.total) * 100));
    },
  });
}

interface Page<T> {
  list: T[];
  total: number;
}

/** Every online matter or product (id and name), read page by page, for the form to choose from offline. */
async function allOf(path: 'matters' | 'products', name: string): Promise<CachedList['items']> {
  const items: CachedList['items'] = [];
  for (let current = 1; current <= 50; current++) {
    const page = await apiGet<Page<Record<string, unknown>>>(
      `/api/${path}`,
      { current, pageSize: 100, status: 'online' },
      { silent: true },
    );
    items.push(...page.list.map((r) => ({ id: String(r.id), name: String(r[name]) })));
    if (items.length >= page.total || page.list.length === 0) break;
  }
  return items;
}

function flatRegions(nodes: readonly RegionNode[], parent = ''): CachedList['items'] {
  return nodes.flatMap((n) => {
    const name = parent ? `${parent} / ${n.name}` : n.name;
    return [{ id: n.id, name }, ...flatRegions(n.children ?? [], name)];
  });
}

export const fetchLists = async (): Promise<Omit<CachedList, 'savedAt'>[]> => [
  { key: 'matters', items: await allOf('matters', 'material_name') },
  { key: 'products', items: await allOf('products', 'product_name') },
  {
    key: 'regions',
    items: flatRegions(await apiGet<RegionNode[]>('/api/regions', undefined, { silent: true })),
  },
];

/** GET /api/field/samples: collected samples the viewer may read, with the operator's tile server. */
export const fetchFieldSamples = (q: FieldSamplesQuery) => apiGet<FieldSamples>('/api/field/samples', q);
export const useFieldSamples = (q: FieldSamplesQuery) =>
  useQuery({
    queryKey: ['field', 'samples', q],
    queryFn: () => fetchFieldSamples(q),
    placeholderData: keepPreviousData,
  });

/** GET /api/{matter,product}-samples/:id/field: where, when and by whom it was collected (null: not from the field). */
export const sampleFieldQuery = (kind: 'matter' | 'product', id: number) =>
  queryOptions({
    queryKey: ['field', 'sample', kind, id],
    queryFn: () => apiGet<FieldCollection | null>(`/api/${kind}-samples/${id}/field`),
  });
export const useSampleField = (kind: 'matter' | 'product', id: number) => useQuery(sampleFieldQuery(kind, id));
