import { pathForName } from '@/lib/routes';

/** Detail route names of the catalogue (app route table). */
export type DetailRoute =
  'MatterDetail' | 'ProductDetail' | 'MatterSampleDetail' | 'ProductSampleDetail' | 'RegulationDetail';
export type ListRoute = 'MatterList' | 'ProductList' | 'MatterSampleList' | 'ProductSampleList';

/** Path of a record's detail page, from the route table (so links follow it). */
export function detailPath(route: DetailRoute, id: number): string {
  return pathForName(route, { id: String(id) }) ?? '/';
}

/** Path of a testing report's page (route ReportPage): linked from samples, report cards and search. */
export function reportPagePath(id: number): string {
  return pathForName('ReportPage', { id: String(id) }) ?? '/';
}

export function listPath(route: ListRoute, search?: Record<string, string>): string {
  const base = pathForName(route) ?? '/';
  const qs = search ? new URLSearchParams(search).toString() : '';
  return qs ? `${base}?${qs}` : base;
}
