import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
import fs from 'node:fs';
export default mergeConfig(base, defineConfig({
  build: { outDir: '/tmp/bundle/dist', ...(process.env.EXP ? { rolldownOptions: { output: { codeSplitting: JSON.parse(process.env.EXP) } } } : {}) },
  plugins: [{
    name: 'dump',
    generateBundle(_o, bundle) {
      const out: Record<string, unknown> = {};
      for (const [f, c] of Object.entries(bundle)) if (c.type === 'chunk') out[f] = { imports: c.imports, dyn: c.dynamicImports, mods: Object.fromEntries(Object.entries(c.modules).map(([m, i]) => [m, i.renderedLength])) };
      fs.writeFileSync('/tmp/bundle/stats.json', JSON.stringify(out));
      const g: Record<string, {s: readonly string[], d: readonly string[]}> = {};
      for (const id of this.getModuleIds()) { const i = this.getModuleInfo(id)!; g[id] = { s: i.importedIds, d: i.dynamicallyImportedIds }; }
      fs.writeFileSync('/tmp/bundle/graph.json', JSON.stringify(g));
    },
  }],
}));
