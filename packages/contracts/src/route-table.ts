import { ANY_ROLE, type Role, type RouteRole } from './role-names';

/**
 * The console's route table (SPEC §2), shared by the web router (which maps each `name`
 * to a lazy page) and the server (which answers `/api/user/menu` with the part a role may see).
 * Kept free of zod so the web's entry chunk can import it without bundling zod;
 * `routes.ts` adds the schema and re-exports all of this.
 */
export interface RouteMeta {
  /** false: open to visitors. */
  requiresAuth: boolean;
  /** Roles that may open the route; absent or containing "*" = any signed-in role. */
  roles?: RouteRole[];
  /** Menu position (lower first). */
  order?: number;
  hideInMenu?: boolean;
  /** i18n key of the menu label and tab title. */
  locale: string;
  /** Icon name the web maps to an antd icon. */
  icon?: string;
  /** Page state is not kept when its tab is left. */
  ignoreCache?: boolean;
}

export interface AppRoute {
  name: string;
  /** Absolute path for top-level entries; relative for children. */
  path: string;
  meta: RouteMeta;
  /** External link opened in a new window. */
  href?: string;
  children?: AppRoute[];
}

const admin: RouteRole[] = ['admin'];
const any: RouteRole[] = [ANY_ROLE];

export const DEFAULT_ROUTE_NAME = 'Workplace';
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';
export const HOME_PATH = '/formList/matter-list';
/** Routes the permission guard always lets through when the menu comes from the server. */
export const WHITE_LIST = ['login', 'notFound'];

export const APP_ROUTES: AppRoute[] = [
  {
    name: 'formList',
    path: '/formList',
    meta: { locale: 'menu.matter', requiresAuth: false, order: 1, icon: 'matter' },
    children: [
      {
        name: 'MatterList',
        path: 'matter-list',
        meta: { locale: 'menu.matter.list', requiresAuth: false, roles: any },
      },
      {
        name: 'MatterDetail',
        path: 'matter-detail/:id',
        meta: { locale: 'menu.matter.detail', requiresAuth: false, hideInMenu: true, ignoreCache: true },
      },
      {
        // Side by side: ?kind=matters|products|matter-samples|product-samples&ids=1,2,3 (2–4).
        name: 'Compare',
        path: 'compare',
        meta: { locale: 'menu.compare', requiresAuth: false, hideInMenu: true },
      },
      // Numbered, citable data releases of the public reference: the list is open, cutting is for curators.
      { name: 'Releases', path: 'releases', meta: { locale: 'menu.matter.releases', requiresAuth: false } },
      {
        name: 'ReleaseConsole',
        path: 'release-console',
        meta: { locale: 'menu.matter.releaseConsole', requiresAuth: true, roles: admin },
      },
    ],
  },
  {
    name: 'productList',
    path: '/productList',
    meta: { locale: 'menu.product', requiresAuth: false, order: 2, icon: 'product' },
    children: [
      { name: 'ProductList', path: 'product-list', meta: { locale: 'menu.product.list', requiresAuth: false } },
      {
        name: 'ProductDetail',
        path: 'product-detail/:id',
        meta: { locale: 'menu.product.detail', requiresAuth: false, hideInMenu: true, ignoreCache: true },
      },
    ],
  },
  {
    name: 'matterSample',
    path: '/matterSample',
    meta: { locale: 'menu.matterSample', requiresAuth: true, order: 3, icon: 'matterSample' },
    children: [
      {
        name: 'MatterSampleList',
        path: 'matter-sample-list',
        meta: { locale: 'menu.matterSample.list', requiresAuth: true, roles: any },
      },
      {
        name: 'MatterSampleDetail',
        path: 'matter-sample-detail/:id',
        meta: {
          locale: 'menu.matterSample.detail',
          requiresAuth: true,
          roles: any,
          hideInMenu: true,
          ignoreCache: true,
        },
      },
      {
        // DNA-barcode identification against the reference library.
        name: 'DnaIdentify',
        path: 'dna-identify',
        meta: { locale: 'menu.matterSample.dnaIdentify', requiresAuth: true, roles: any },
      },
    ],
  },
  {
    name: 'productSampleList',
    path: '/productSampleList',
    meta: { locale: 'menu.productSample', requiresAuth: true, order: 4, icon: 'productSample' },
    children: [
      {
        name: 'ProductSampleList',
        path: 'product-sample-list',
        meta: { locale: 'menu.productSample.list', requiresAuth: true, roles: any },
      },
      {
        name: 'ProductSampleDetail',
        path: 'product-sample-detail/:id',
        meta: {
          locale: 'menu.productSample.detail',
          requiresAuth: true,
          roles: any,
          hideInMenu: true,
          ignoreCache: true,
        },
      },
    ],
  },
  {
    // Samples recorded in the field, offline; sent from the device's queue.
    name: 'field',
    path: '/field',
    meta: { locale: 'menu.field', requiresAuth: true, order: 4.6, icon: 'lab' },
    children: [
      { name: 'FieldCollect', path: 'collect', meta: { locale: 'menu.field.collect', requiresAuth: true, roles: any } },
      { name: 'FieldQueue', path: 'queue', meta: { locale: 'menu.field.queue', requiresAuth: true, roles: any } },
      {
        name: 'FieldSamples',
        path: 'samples',
        meta: { locale: 'menu.field.samples', requiresAuth: true, roles: any },
      },
    ],
  },
  {
    // Work queues, labels and scanning of the laboratory.
    name: 'lab',
    path: '/lab',
    meta: { locale: 'menu.lab', requiresAuth: true, order: 4.5, icon: 'lab' },
    children: [
      { name: 'MyWork', path: 'my-work', meta: { locale: 'menu.lab.myWork', requiresAuth: true, roles: any } },
      {
        name: 'Worksheets',
        path: 'worksheets',
        meta: { locale: 'menu.lab.worksheets', requiresAuth: true, roles: admin },
      },
      {
        name: 'WorksheetDetail',
        path: 'worksheet/:id',
        meta: { locale: 'menu.lab.worksheet', requiresAuth: true, roles: any, hideInMenu: true, ignoreCache: true },
      },
      // The lab's staff read them; QA managers and curators close them (the page and the server check).
      {
        name: 'Nonconformities',
        path: 'nonconformities',
        meta: { locale: 'menu.lab.nonconformities', requiresAuth: true, roles: any },
      },
      // Read by the whole lab; QA managers and curators edit (the page and the server check).
      { name: 'Methods', path: 'methods', meta: { locale: 'menu.lab.methods', requiresAuth: true, roles: any } },
      { name: 'Scan', path: 'scan', meta: { locale: 'menu.lab.scan', requiresAuth: true, roles: any } },
    ],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    meta: { locale: 'menu.dashboard', requiresAuth: true, roles: admin, order: 5, icon: 'dashboard' },
    children: [
      {
        name: 'Workplace',
        path: 'workplace',
        meta: { locale: 'menu.dashboard.workplace', requiresAuth: true, roles: admin },
      },
      {
        name: 'Monitor',
        path: 'monitor',
        meta: { locale: 'menu.dashboard.monitor', requiresAuth: true, roles: admin },
      },
    ],
  },
  {
    name: 'visualization',
    path: '/visualization',
    meta: { locale: 'menu.visualization', requiresAuth: true, roles: admin, order: 6, icon: 'visualization' },
    children: [
      {
        name: 'DataAnalysis',
        path: 'data-analysis',
        meta: { locale: 'menu.visualization.dataAnalysis', requiresAuth: true, roles: admin },
      },
      {
        name: 'MultiDAnalysis',
        path: 'multi-dimension-data-analysis',
        meta: { locale: 'menu.visualization.multiDimensionDataAnalysis', requiresAuth: true, roles: admin },
      },
    ],
  },
  {
    name: 'list',
    path: '/list',
    // Open parent: a regulation's detail page is public like the regulations API (GET open);
    // its list and the cards still need a login (their own meta says so).
    meta: { locale: 'menu.list', requiresAuth: false, order: 7, icon: 'list' },
    children: [
      {
        name: 'SearchTable',
        path: 'search-table',
        meta: { locale: 'menu.list.searchTable', requiresAuth: true, roles: any },
      },
      {
        name: 'RegulationDetail',
        path: 'regulation-detail/:id',
        meta: { locale: 'menu.list.regulationDetail', requiresAuth: false, hideInMenu: true, ignoreCache: true },
      },
      { name: 'Card', path: 'card', meta: { locale: 'menu.list.cardList', requiresAuth: true, roles: any } },
      // Limits results are judged against: curators edit them; everyone reads them on matters and reports.
      {
        name: 'StandardList',
        path: 'standards',
        meta: { locale: 'menu.list.standards', requiresAuth: true, roles: admin },
      },
      // Proof-reading of monograph facts against the printed pharmacopoeia.
      {
        name: 'FactReviews',
        path: 'fact-reviews',
        meta: { locale: 'menu.list.factReviews', requiresAuth: true, roles: admin },
      },
    ],
  },
  // The specification's template pages (step and group forms, basic profile, result and exception
  // pages) stay reachable at their paths but are not the product's work: they leave the menu.
  {
    name: 'form',
    path: '/form',
    meta: { locale: 'menu.form', requiresAuth: true, roles: admin, order: 8, icon: 'form', hideInMenu: true },
    children: [
      { name: 'Step', path: 'step', meta: { locale: 'menu.form.step', requiresAuth: true, roles: admin } },
      { name: 'Group', path: 'group', meta: { locale: 'menu.form.group', requiresAuth: true, roles: admin } },
    ],
  },
  {
    name: 'profile',
    path: '/profile',
    meta: { locale: 'menu.profile', requiresAuth: true, roles: admin, order: 9, icon: 'profile', hideInMenu: true },
    children: [
      { name: 'Basic', path: 'basic', meta: { locale: 'menu.profile.basic', requiresAuth: true, roles: admin } },
    ],
  },
  {
    name: 'result',
    path: '/result',
    meta: { locale: 'menu.result', requiresAuth: true, roles: admin, order: 10, icon: 'result', hideInMenu: true },
    children: [
      { name: 'Success', path: 'success', meta: { locale: 'menu.result.success', requiresAuth: true, roles: admin } },
      { name: 'Error', path: 'error', meta: { locale: 'menu.result.error', requiresAuth: true, roles: admin } },
    ],
  },
  {
    name: 'exception',
    path: '/exception',
    meta: { locale: 'menu.exception', requiresAuth: true, order: 11, icon: 'exception', hideInMenu: true },
    children: [
      { name: '403', path: '403', meta: { locale: 'menu.exception.403', requiresAuth: true, roles: admin } },
      { name: '404', path: '404', meta: { locale: 'menu.exception.404', requiresAuth: true, roles: any } },
      { name: '500', path: '500', meta: { locale: 'menu.exception.500', requiresAuth: true, roles: any } },
    ],
  },
  {
    name: 'user',
    path: '/user',
    meta: { locale: 'menu.user', requiresAuth: true, order: 12, icon: 'user' },
    children: [
      { name: 'Info', path: 'info', meta: { locale: 'menu.user.info', requiresAuth: true, roles: any } },
      { name: 'Setting', path: 'setting', meta: { locale: 'menu.user.setting', requiresAuth: true, roles: any } },
      // Accounts, roles and laboratory capabilities.
      { name: 'People', path: 'people', meta: { locale: 'menu.user.people', requiresAuth: true, roles: admin } },
      {
        name: 'MessageCenter',
        path: 'messages',
        meta: { locale: 'menu.user.messages', requiresAuth: true, roles: any, hideInMenu: true },
      },
    ],
  },
  {
    // A testing report as issued: linked from samples, the report cards and the QR code of its PDF.
    name: 'report',
    path: '/report',
    meta: { locale: 'menu.report', requiresAuth: true, hideInMenu: true, order: 20 },
    children: [
      {
        name: 'ReportPage',
        path: ':id',
        meta: { locale: 'menu.report.page', requiresAuth: true, roles: any, hideInMenu: true, ignoreCache: true },
      },
    ],
  },
  {
    // One query across matters, products, samples and reports; opened from the navbar.
    name: 'search',
    path: '/search',
    meta: { locale: 'menu.search', requiresAuth: false, hideInMenu: true, order: 21 },
    children: [
      {
        name: 'GlobalSearch',
        path: 'results',
        meta: { locale: 'menu.search.results', requiresAuth: false, hideInMenu: true, ignoreCache: true },
      },
    ],
  },
];

/** SPEC §5 route guard: open, any signed-in role, or the role must be listed. */
export function routeAllowed(meta: RouteMeta, role: Role | '' | undefined): boolean {
  if (meta.requiresAuth === false) return true;
  if (!role) return false;
  if (!meta.roles || meta.roles.length === 0 || meta.roles.includes(ANY_ROLE)) return true;
  return meta.roles.includes(role);
}

/** The part of the route tree a role may see (used for the server menu). */
export function routesForRole(routes: AppRoute[], role: Role | ''): AppRoute[] {
  return routes
    .filter((r) => routeAllowed(r.meta, role))
    .map((r) => (r.children ? { ...r, children: routesForRole(r.children, role) } : r))
    .filter((r) => !r.children || r.children.length > 0);
}
