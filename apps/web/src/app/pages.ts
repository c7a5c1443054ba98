import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };
type Importer = () => Promise<PageModule>;

/**
 * Route name (APP_ROUTES and the base routes) → its page module. Every page is its own
 * chunk, so the login and list pages stay small; the guard loader preloads the chunk of
 * the page it lets through.
 */
export const PAGE_IMPORTERS: Record<string, Importer> = {
  // Base routes
  login: () => import('@/features/auth/pages/Login'),
  notFound: () => import('@/features/exception/pages/Exception404'),
  Redirect: () => import('./RedirectPage'),
  // Catalogue
  MatterList: () => import('@/features/matters/pages/MatterList'),
  MatterDetail: () => import('./composed/MatterDetail'),
  Compare: () => import('@/features/compare/pages/ComparePage'),
  Releases: () => import('@/features/releases/pages/ReleaseList'),
  ReleaseConsole: () => import('@/features/releases/pages/ReleaseConsole'),
  ProductList: () => import('@/features/products/pages/ProductList'),
  ProductDetail: () => import('@/features/products/pages/ProductDetail'),
  MatterSampleList: () => import('@/features/samples/pages/MatterSampleList'),
  MatterSampleDetail: () => import('./composed/MatterSampleDetail'),
  DnaIdentify: () => import('@/features/dna/pages/DnaIdentify'),
  ProductSampleList: () => import('@/features/samples/pages/ProductSampleList'),
  ProductSampleDetail: () => import('./composed/ProductSampleDetail'),
  // Console
  Workplace: () => import('@/features/dashboard/pages/Workplace'),
  Monitor: () => import('@/features/dashboard/pages/Monitor'),
  DataAnalysis: () => import('@/features/visualization/pages/DataAnalysis'),
  MultiDAnalysis: () => import('@/features/visualization/pages/MultiDimensionAnalysis'),
  SearchTable: () => import('@/features/regulations/pages/SearchTable'),
  RegulationDetail: () => import('@/features/regulations/pages/RegulationDetail'),
  Card: () => import('@/features/cards/pages/CardList'),
  Step: () => import('@/features/forms/pages/StepForm'),
  Group: () => import('@/features/forms/pages/GroupForm'),
  Basic: () => import('@/features/profile/pages/BasicProfile'),
  Success: () => import('@/features/result/pages/SuccessResult'),
  Error: () => import('@/features/result/pages/ErrorResult'),
  '403': () => import('@/features/exception/pages/Exception403'),
  '404': () => import('@/features/exception/pages/Exception404'),
  '500': () => import('@/features/exception/pages/Exception500'),
  Info: () => import('@/features/user/pages/UserInfo'),
  Setting: () => import('@/features/user/pages/UserSetting'),
  MessageCenter: () => import('@/features/user/pages/MessageCenter'),
  People: () => import('@/features/people/pages/PeoplePage'),
  // Laboratory
  ReportPage: () => import('@/features/reports/pages/ReportPage'),
  GlobalSearch: () => import('@/features/search/pages/GlobalSearchPage'),
  StandardList: () => import('@/features/standards/pages/StandardList'),
  FactReviews: () => import('@/features/review/pages/ReviewQueue'),
  MyWork: () => import('@/features/samples/lab/pages/MyWorkPage'),
  Worksheets: () => import('@/features/samples/lab/pages/WorksheetListPage'),
  WorksheetDetail: () => import('@/features/samples/lab/pages/WorksheetPage'),
  Methods: () => import('@/features/methods/pages/MethodsPage'),
  Nonconformities: () => import('@/features/samples/lab/pages/NonconformitiesPage'),
  Scan: () => import('@/features/samples/lab/pages/ScanPage'),
  // Field collection
  FieldCollect: () => import('@/features/field/pages/FieldCollect'),
  FieldQueue: () => import('@/features/field/pages/FieldQueue'),
  FieldSamples: () => import('@/features/field/pages/FieldSamples'),
};

export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(PAGE_IMPORTERS).map(([name, importer]) => [name, lazy(importer)]),
);

/** Loads a page's chunk (the module cache makes repeats free). Unknown names resolve at once. */
export async function preloadPage(name: string): Promise<void> {
  await PAGE_IMPORTERS[name]?.();
}
