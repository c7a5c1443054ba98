/**
 * The routes whose page's first queries page-data.ts starts from the guard loader. Kept apart
 * from page-data.ts (a chunk of its own, with the pages' query code): the guard loader, in the
 * entry, asks for that chunk only on these routes. The login page, for one, would otherwise
 * download it and, through the query code it shares with the console, the layout's chunk.
 */
export const PAGE_DATA_ROUTES: ReadonlySet<string> = new Set([
  'MatterList',
  'ProductList',
  'MatterDetail',
  'MatterSampleDetail',
  'ReportPage',
]);
