// Checks that every relative link in README.md and docs/*.md names a file that exists and,
// with a #fragment, a heading of that file (GitHub's heading ids). Exits 1 naming each broken link.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingId(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The ids of a markdown file's headings, outside fenced code. */
export function headingIds(markdown) {
  const ids = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!m) continue;
    const id = headingId(m[1]);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    ids.add(n ? `${id}-${n}` : id);
  }
  return ids;
}

/** Relative link targets of a markdown file, outside fenced and inline code. */
export function relativeLinks(markdown) {
  const links = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(m[1])) links.push(m[1]);
    }
  }
  return links;
}

export function brokenLinks(dir = root) {
  const files = ['README.md', ...fs.readdirSync(path.join(dir, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
    f.endsWith('.md'),
  );
  const broken = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const link of relativeLinks(text)) {
      const [target, fragment] = link.split('#');
      const resolved = target ? path.join(path.dirname(path.join(dir, file)), decodeURI(target)) : path.join(dir, file);
      if (!fs.existsSync(resolved)) {
        broken.push(`${file}: ${link} (no such file)`);
      } else if (fragment && resolved.endsWith('.md') && !headingIds(fs.readFileSync(resolved, 'utf8')).has(fragment)) {
        broken.push(`${file}: ${link} (no such heading)`);
      }
    }
  }
  return broken;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const broken = brokenLinks();
  for (const b of broken) console.error(b);
  console.log(broken.length ? `${broken.length} broken links` : 'every relative link resolves');
  process.exit(broken.length ? 1 : 0);
}
