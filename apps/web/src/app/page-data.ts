import type { FetchQueryOptions } from '@tanstack/react-query';
import i18n from 'i18next';
import { columnPreferenceQuery } from '@/components/record-kit/column-preference';
import { readListState, toApiQuery } from '@/components/record-kit/list-params';
import { claimFailures } from '@/lib/feedback';
import { queryClient } from '@/lib/query-client';
import { useUserStore } from '@/stores/user';
import { factTotalsQuery, matterFactReviewsQuery } from '@/features/matters/api/fact-reviews';
import { matterQuery } from '@/features/matters/api/get-matter';
import { MATTER_FILTER_KEYS, mattersQuery } from '@/features/matters/api/list-matters';
import { PRODUCT_FILTER_KEYS, productsQuery } from '@/features/products/api/list-products';
import { reportHistoryQuery } from '@/features/reports/api/report-history';
import { reportDocumentQuery } from '@/features/reports/api/report-document';
import { matterSampleQuery } from '@/features/samples/api/get-matter-sample';
import { sampleLifecycleQuery } from '@/features/samples/api/sample-lifecycle';
import { sampleDnaQuery } from '@/features/dna/api/dna-api';
import { sampleFieldQuery } from '@/features/field/field-api';

interface RouteArgs {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** The record id of a detail route, as the pages read it (DetailStates' parseId); null for none. */
function idOf(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Starts one query and resolves with its data, or with undefined when it fails. A failure is
 * left to the page: the cached error makes it ask again when it mounts, and that request tells
 * the person as it always did, so the prefetch's own toast is dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's own query options
function prefetch<T>(options: FetchQueryOptions<T, any, T, any>): Promise<T | undefined> {
  return queryClient.fetchQuery(options).catch(() => {
    claimFailures();
    return undefined;
  });
}

/** The saved column setting of a list: only a signed-in person has one on the server. */
const columnsOf = (listId: string) =>
  useUserStore.getState().role ? void prefetch(columnPreferenceQuery(listId)) : undefined;

/**
 * Route name → the queries its page asks for when it first draws, built from the URL exactly as
 * the page builds them (same keys, so the page finds the answers in the cache). The guard loader
 * starts them as soon as the route is let through, beside the page's chunks, instead of after the
 * chunks have loaded and the page has rendered: on a slow phone that is seconds earlier. And a
 * page that mounts with its data draws once, in the router's transition (in slices), instead of
 * again, synchronously, each time an answer arrives.
 */
const PAGE_DATA: Record<string, (args: RouteArgs) => void> = {
  MatterList: ({ search }) => {
    void prefetch(mattersQuery(toApiQuery(readListState(search, MATTER_FILTER_KEYS))));
    void prefetch(factTotalsQuery());
    columnsOf('matters');
  },
  ProductList: ({ search }) => {
    void prefetch(productsQuery(toApiQuery(readListState(search, PRODUCT_FILTER_KEYS))));
    columnsOf('products');
  },
  MatterDetail: ({ params }) => {
    const id = idOf(params.id);
    if (id === null) return;
    // The facts' review states are keyed by the record's version: asked for once it is known.
    void prefetch(matterQuery(id)).then((m) => m && prefetch(matterFactReviewsQuery(id, m.updated_at)));
  },
  MatterSampleDetail: ({ params }) => {
    const id = idOf(params.id);
    if (id === null) return;
    void prefetch(matterSampleQuery(id));
    // Its sections' records too: arriving one by one after the page, each was drawn again at once.
    void prefetch(sampleLifecycleQuery('matter-samples', id));
    void prefetch(sampleFieldQuery('matter', id));
    void prefetch(sampleDnaQuery(id));
  },
  ReportPage: ({ params }) => {
    const id = idOf(params.id);
    if (id === null) return;
    void prefetch(reportDocumentQuery(id, i18n.language.startsWith('en') ? 'en-US' : 'zh-CN'));
    void prefetch(reportHistoryQuery(id));
  },
};

/** The routes with first queries here (page-data-routes.ts must list the same). */
export const pageDataRoutes = (): string[] => Object.keys(PAGE_DATA);

/** Starts the first queries of a route's page, if it has any, without waiting for them. */
export function prefetchPageData(name: string, args: RouteArgs): void {
  // Someone who must change a temporary password sees only that screen, and the server refuses
  // them everything else: asking would only fill the log with refusals.
  if (useUserStore.getState().info.must_change_password === true) return;
  PAGE_DATA[name]?.(args);
}
