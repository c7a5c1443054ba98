import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { antdStylesheet } from './build/antd-stylesheet.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const SRC = `${ROOT}src/`;
/** `@/…` is apps/web/src (tsconfig.json paths and vitest.config.ts say the same). */
const SRC_ALIAS = { find: /^@\//, replacement: SRC };

/**
 * antd's Table imports Tree, Radio and its virtual-scrolling body statically, for features
 * our lists do not use (tree-mode and single-choice column filters, single row selection,
 * `virtual`): ~22 kB gzip on every list page, Radio also pulling in antd's Form hooks. Inside
 * the Table only, they are replaced by wrappers that load the real component the first time
 * one is drawn. Anything else importing them gets them as usual. (DESIGN §6: list page JS.)
 */
function antdTableOnDemand(): Plugin {
  const TABLE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]/;
  const replaced: [RegExp, string][] = [
    [/[\\/]antd[\\/]es[\\/]tree[\\/]index\.js$/, `${SRC}lib/antd-on-demand/Tree.tsx`],
    [/[\\/]antd[\\/]es[\\/]radio[\\/]index\.js$/, `${SRC}lib/antd-on-demand/Radio.tsx`],
    [/[\\/]antd[\\/]es[\\/]table[\\/]RcTable[\\/]VirtualTable\.js$/, `${SRC}lib/antd-on-demand/VirtualTable.tsx`],
  ];
  const used = new Set<string>();
  return {
    name: 'yaoshi:antd-table-on-demand',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !TABLE.test(importer) || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const hit = resolved && replaced.find(([pattern]) => pattern.test(resolved.id));
      if (!hit) return resolved;
      used.add(hit[1]);
      return hit[1];
    },
    buildEnd() {
      // After an antd upgrade that moved these imports, say so rather than grow silently.
      for (const [, file] of replaced)
        if (!used.has(file)) this.warn(`antd Table no longer imports ${file}'s original`);
    },
  };
}

/**
 * The entry's stylesheet (~2 kB: page basics and nprogress) goes inline into index.html: a
 * <link> blocks the first paint for one more round trip (Lighthouse: render-blocking), and the
 * static first screen in index.html has nothing else to wait for. The CSP allows inline styles.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'yaoshi:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (link.includes('data-antd-styles')) return link; // antd's own, see build/antd-stylesheet.ts
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
      },
    },
  };
}

/**
 * Chunks of the first screens (DESIGN §6). Rolldown's automatic splitting gives every set of
 * lazy screens sharing some modules its own chunk: the matter list loads ~60 small chunks, and
 * small chunks compress worse than one. So the build runs twice: first with automatic
 * splitting, to learn which modules the login page, the layout and the list pages really
 * load; then with those modules merged into a few chunks:
 * - `app` (the entry): what the entry imports (React DOM, the texts' loader, the progress bar);
 * - `mount`: what the console's mount (src/app/mount.tsx, imported by the entry at once)
 *   loads, plus what the login page shares with the signed-in screens (the layout or a list):
 *   every screen loads these anyway. Apart from the entry so that the browser runs the two in
 *   separate tasks, each shorter than the one they made together (Lighthouse TBT);
 * - `DefaultLayout`: the rest of what the layout loads (every screen but the login page),
 *   plus what both catalogue lists load if at least half of the signed-in screens load it
 *   too (antd's Select, Pagination, Spin, Empty, Tag...);
 * - `records`: what both catalogue lists load, if only screens with an antd Table load it
 *   (so a detail page that shows a Tag does not download the Table with it).
 * Each set holds the static imports of its members (or they are in an earlier set), so the
 * chunks need no dependency pulling. Everything else keeps the automatic splitting. No
 * screen loads more than before: the others lose the same small-chunk overhead.
 */
interface ChunkPlan {
  app: Set<string>;
  mount: Set<string>;
  layout: Set<string>;
  records: Set<string>;
}

const PLAN_ROOTS = {
  mount: `${SRC}app/mount.tsx`,
  login: `${SRC}features/auth/pages/Login.tsx`,
  layout: `${SRC}app/layout/DefaultLayout.tsx`,
  matters: `${SRC}features/matters/pages/MatterList.tsx`,
  products: `${SRC}features/products/pages/ProductList.tsx`,
};
/** The route screens (src/features/<feature>/pages/<Page>.tsx). */
const SCREEN = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/]/;
const ANTD_TABLE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]index\.js$/;

function planFrom(chunks: Rolldown.OutputChunk[]): ChunkPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** Every module of a chunk and of the chunks it imports statically. */
  const loads = (chunk: Rolldown.OutputChunk): Set<string> => {
    const seen = new Set<Rolldown.OutputChunk>();
    const stack = [chunk];
    while (stack.length) {
      const c = stack.pop()!;
      if (seen.has(c)) continue;
      seen.add(c);
      for (const f of c.imports) stack.push(byFile.get(f)!);
    }
    return new Set([...seen].flatMap((c) => c.moduleIds));
  };
  const facade = (id: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`chunk plan: no chunk for ${id}`);
    return loads(chunk);
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('chunk plan: no entry chunk');
  const initial = loads(entry);
  const mount = facade(PLAN_ROOTS.mount);
  const login = facade(PLAN_ROOTS.login);
  const layout = facade(PLAN_ROOTS.layout);
  const matters = facade(PLAN_ROOTS.matters);
  const products = facade(PLAN_ROOTS.products);
  // Modules some lazy screen or part loads without loading antd's Table.
  const withoutTable = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isDynamicEntry)) {
    const mods = loads(chunk);
    if (![...mods].some((id) => ANTD_TABLE.test(id))) for (const id of mods) withoutTable.add(id);
  }
  // Modules at least half of the signed-in screens load (antd's Select, Spin, Empty, Tag...).
  const screens = chunks
    .filter((c) => c.isDynamicEntry && SCREEN.test(c.facadeModuleId ?? '') && c.facadeModuleId !== PLAN_ROOTS.login)
    .map(loads);
  const common = (id: string) => screens.filter((mods) => mods.has(id)).length * 2 >= screens.length;
  const roots = new Set(Object.values(PLAN_ROOTS));
  const plan: ChunkPlan = { app: new Set(), mount: new Set(), layout: new Set(), records: new Set() };
  for (const id of new Set(chunks.flatMap((c) => c.moduleIds))) {
    if (initial.has(id)) plan.app.add(id);
    else if (mount.has(id) || (login.has(id) && (layout.has(id) || matters.has(id) || products.has(id))))
      plan.mount.add(id);
    else if (layout.has(id)) plan.layout.add(id);
    else if (!matters.has(id) || !products.has(id) || roots.has(id)) continue;
    else if (!withoutTable.has(id)) plan.records.add(id);
    else if (common(id)) plan.layout.add(id);
  }
  return plan;
}

/**
 * The installed app: the manifest and a Workbox service worker (registered by
 * src/lib/service-worker.ts in production builds only). It precaches the shell (index.html,
 * scripts, styles, texts, icons) so the console and the field screens open with no network
 * after one visit. Navigations fall back to index.html only at `/` (the hash router's one
 * document): the server's public pages and /api are never answered from the cache, and no API
 * answer is cached: the field screens keep their own data in IndexedDB.
 */
function installable(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: '药食同源数据库 · Yaoshi',
      short_name: '药食 Yaoshi',
      description: '药食同源数据库 — Yaoshi, a database of medicine-and-food homologous substances',
      lang: 'zh-CN',
      start_url: '/#/field/collect',
      scope: '/',
      display: 'standalone',
      background_color: '#f2f3f5',
      theme_color: '#165DFF',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,json}', 'favicon.svg', 'icons/*.png'],
      // The compressed siblings (.br, .gz) are the server's business, not the cache's.
      // The charts (the largest chunk) are cached when first drawn instead (below), and so is
      // the field map (Leaflet): it is of use only with a network, for its tiles.
      globIgnores: ['**/*.br', '**/*.gz', 'assets/EChart-*', 'assets/FieldMap-*'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/$/, /^\/index\.html$/],
      cleanupOutdatedCaches: true,
      // Hashed files never change: any chunk loaded once is kept for the next offline visit.
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'yaoshi-assets', expiration: { maxEntries: 400 } },
        },
      ],
      // A new version waits until the person accepts the update prompt.
      skipWaiting: false,
      clientsClaim: false,
    },
  });
}

function config(plan?: ChunkPlan): UserConfig {
  const groups: Rolldown.CodeSplittingGroup[] = plan
    ? [
        { name: 'app', test: (id) => plan.app.has(id), priority: 4 },
        { name: 'mount', test: (id) => plan.mount.has(id), priority: 3 },
        // Named after the layout module it holds: the size report finds it by that name.
        { name: 'DefaultLayout', test: (id) => plan.layout.has(id), priority: 2 },
        { name: 'records', test: (id) => plan.records.has(id), priority: 1 },
      ]
    : // Everything the entry imports statically loads on every screen anyway: one chunk.
      [{ name: 'app', tags: ['$initial'] }];
  return {
    root: ROOT,
    resolve: { alias: [SRC_ALIAS] },
    plugins: [
      antdTableOnDemand(),
      react(),
      inlineEntryCss(),
      antdStylesheet(),
      // Brotli (quality 11) and gzip (level 9) siblings of every hashed text asset, sent by the
      // server's static plugin to browsers that accept them (docs/operations.md: Compression).
      compression({
        include: /^assets\/.+\.(js|css|svg|json)$/,
        threshold: 1024,
        algorithms: ['brotliCompress', 'gzip'],
      }),
      // Only in the real build: the chunk-plan build is in memory and writes nothing.
      ...(plan ? installable() : []),
    ],
    // Every JSON module as JSON.parse('…') (Vite's default does so only above 10 kB): the texts of a
    // language are ~40 files of 2–10 kB, and a string literal parsed by JSON.parse is cheaper to
    // compile and run than the same data as an object literal (the first screen evaluates them).
    json: { stringify: true, namedExports: false },
    // The API server (apps/server) listens on 8080 by default; the dev server proxies to it so
    // the SPA and the API share one origin, as they do in production.
    server: {
      port: 5173,
      proxy: {
        '/api': { target: process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8080', changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // antd alone is ~1 MB before gzip; the budget that matters is the gzip size of the
      // initial chunks (scripts/bundle-size.mjs), not Rollup's raw-size warning.
      chunkSizeWarningLimit: 1500,
      // A lazy page's scripts are not announced with a <link rel="modulepreload"> each: a page
      // reaches dozens of chunks, and on a slow phone inserting a link for each was one long
      // task (blocking time) while the page's own chunk arrived no sooner (docs/benchmarks.md).
      // The browser fetches a chunk's static imports as it parses it; the styles a lazy chunk
      // needs are still loaded before it runs.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps,
      },
      rolldownOptions: {
        treeshake: {
          // The rc-component packages under antd are plain component modules without import
          // side effects, but do not say so in package.json: without this, importing one
          // export (antd's Dropdown and Input reach @rc-component/form's FormProvider) keeps
          // the whole package (fields, validators).
          moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
        },
        output: { codeSplitting: { includeDependenciesRecursively: !plan, groups } },
      },
    },
  };
}

/** The first build (in memory, automatic splitting) that the chunk plan is read from. */
async function planChunks(): Promise<ChunkPlan> {
  const result = await build({
    ...config(),
    configFile: false,
    logLevel: 'warn',
    build: { ...config().build, write: false, reportCompressedSize: false },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((o) =>
    'output' in o ? o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk') : [],
  );
  return planFrom(chunks);
}

export default defineConfig(async ({ command, isPreview }) =>
  command === 'build' && !isPreview ? config(await planChunks()) : config(),
);
