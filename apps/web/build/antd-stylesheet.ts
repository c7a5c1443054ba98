import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * antd's prebuilt stylesheet (`antd/dist/antd.css`: every component, theme values as CSS
 * variables) replaces antd's run-time style generation (`zeroRuntime`, see
 * src/app/providers.tsx), keeping only the rules of the antd components the app bundles
 * (`usedPrefixes`), so the browser parses less and matches fewer rules on the first style pass.
 * It is linked first in <head> (so the app's own styles still come after it and win ties, as
 * they did over antd's run-time styles) with `media="print"`: it holds up neither the static
 * first screen's paint nor the entry script, which downloads meanwhile; main.tsx waits for it
 * and turns it on before React draws anything (src/lib/antd-stylesheet.ts). The dev server
 * links the whole file.
 */
export function antdStylesheet(): Plugin {
  const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
  let serve = false;
  return {
    name: 'yaoshi:antd-stylesheet',
    // Before Vite's HTML plugin (which links it) and the compression plugin (which compresses it).
    enforce: 'pre',
    configResolved(resolved) {
      serve = resolved.command === 'serve';
    },
    generateBundle(_options, bundle) {
      const modules = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? c.moduleIds : []));
      const css = keepUsedRules(fs.readFileSync(file, 'utf8'), usedPrefixes(modules));
      this.emitFile({ type: 'asset', name: 'antd.css', source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find((a) => /^assets\/antd-[\w-]+\.css$/.test(a.fileName));
        if (!serve && !asset) throw new Error('antd stylesheet: not in the bundle');
        const href = asset ? `/${asset.fileName}` : `/@fs${file}`;
        const attrs = { rel: 'stylesheet', href, media: 'print', 'data-antd-styles': true };
        return { html, tags: [{ tag: 'link', attrs, injectTo: 'head-prepend' }] };
      },
    },
  };
}

const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
/** Every antd component names its class prefix once: `getPrefixCls('btn', customizePrefixCls)`. */
const PREFIX_LITERAL = /getPrefixCls\(\s*['"]([a-z-]+)['"]/g;

/** The class prefixes ("btn", "picker", "table"...) named by antd modules (the whole of antd if no ids are given). */
export function usedPrefixes(moduleIds: string[], read = (id: string) => fs.readFileSync(id, 'utf8')): Set<string> {
  const prefixes = new Set<string>();
  for (const id of moduleIds) {
    if (!ANTD_MODULE.test(id) || !/\.js$/.test(id)) continue;
    for (const m of read(id).matchAll(PREFIX_LITERAL)) prefixes.add(m[1]!);
  }
  return prefixes;
}

let allPrefixes: Set<string> | undefined;
/** Every class prefix antd names anywhere (the owners a class can be attributed to). */
function knownPrefixes(): Set<string> {
  if (allPrefixes) return allPrefixes;
  const root = createRequire(import.meta.url)
    .resolve('antd/es/index.js')
    .replace(/index\.js$/, '');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
  allPrefixes = usedPrefixes(files.map((f) => `${root}${f}`));
  return allPrefixes;
}

/**
 * The stylesheet without the rules that only style components the app never bundles: a rule
 * goes when every `.ant-*` class it names belongs (longest known prefix) to an unused
 * component. Rules naming no antd class, or a class no component owns (motions like
 * `.ant-zoom-big`, grid columns), stay, as do keyframes. Rules scoped to antd's build-time
 * CSS-variable class (`.css-var-_R_0_`, never the class used at run time) go.
 */
export function keepUsedRules(css: string, used: Set<string>, known = knownPrefixes()): string {
  const owners = [...known].sort((a, b) => b.length - a.length);
  const ownerOf = (cls: string) => owners.find((p) => cls === p || cls.startsWith(`${p}-`));
  const needed = (selector: string) => {
    if (/\.css-var-_R_/.test(selector) && !/\.css-var-_r_/.test(selector)) return false;
    const classes = [...selector.matchAll(/\.ant-([a-z0-9-]+)/g)].map((m) => m[1]!);
    if (!classes.length) return true;
    return classes.some((cls) => {
      const owner = ownerOf(cls);
      return owner === undefined || used.has(owner);
    });
  };
  return filterRules(css, needed);
}

/** Walks top-level rules and the rules inside @media/@supports/@layer blocks. */
function filterRules(css: string, needed: (selector: string) => boolean): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const close = matching(css, open);
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@keyframes') || prelude.startsWith('@font-face')) out += `${prelude}{${body}}`;
    else if (prelude.startsWith('@')) {
      const inner = filterRules(body, needed);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (needed(prelude)) out += `${prelude}{${body}}`;
    i = close + 1;
  }
  return out;
}

/** The index of the brace closing the one at `open` (quoted strings skipped). */
function matching(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`antd stylesheet: unbalanced braces at ${open}`);
}
