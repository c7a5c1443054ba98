import { RELEASE_TABLES, type ReleaseTable, type Row, rowKey } from './release-tables';

/** Fields whose change alone is not a change of content (a save that changed nothing else). */
const BOOKKEEPING = new Set(['updated_at']);

/** JSON with object keys sorted: the same value compares equal whatever order its keys were stored in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const LABEL_FIELDS = ['material_name', 'regulation_name', 'product_name', 'text', 'kind'];
const labelOf = (row: Row): string => {
  const field = LABEL_FIELDS.find((f) => typeof row[f] === 'string' && row[f] !== '');
  return field ? String(row[field]).slice(0, 200) : '';
};

/** Rows of one JSONL file of an earlier release. */
export function parseJsonl(text: string): Row[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row);
}

/**
 * Every record added, changed (with the names of the fields that changed) or deleted between
 * the previous release's rows and this one's, resource by resource in key order. Without a
 * previous release every record is added.
 */
export function changesBetween(previous: Record<string, Row[]> | null, current: Record<string, Row[]>): Row[] {
  const out: Row[] = [];
  for (const table of RELEASE_TABLES.filter((t) => t.diffed)) {
    out.push(...tableChanges(table, previous?.[table.name] ?? [], current[table.name] ?? []));
  }
  return out;
}

function tableChanges(table: ReleaseTable, before: Row[], after: Row[]): Row[] {
  const old = new Map(before.map((r) => [rowKey(table, r), r]));
  const now = new Map(after.map((r) => [rowKey(table, r), r]));
  const out: Row[] = [];
  for (const [key, row] of now) {
    const prev = old.get(key);
    if (!prev) {
      out.push({ resource: table.name, record_key: key, label: labelOf(row), change: 'added', fields: [] });
      continue;
    }
    const fields = table.fields
      .map((f) => f.name)
      .filter((name) => !BOOKKEEPING.has(name) && canonical(prev[name]) !== canonical(row[name]));
    if (fields.length)
      out.push({ resource: table.name, record_key: key, label: labelOf(row), change: 'changed', fields });
  }
  for (const [key, row] of old) {
    if (!now.has(key))
      out.push({ resource: table.name, record_key: key, label: labelOf(row), change: 'deleted', fields: [] });
  }
  return out;
}
