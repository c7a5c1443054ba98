/**
 * A monograph's facts one by one, as proof-reading addresses them: a stable key from what each
 * is about, a fingerprint of its whole content, and its text as the printed page reads. Plain
 * functions (no schemas), so a page that lists facts does not load the validation library; the
 * review schemas are in fact-review.ts.
 */
import { formatLimit } from './monograph-wording';
import type { Monograph, MonographAssay, MonographCitation, MonographTest } from './monograph';

export const FACT_FIELDS = ['usage_dosage', 'processing', 'storage', 'assays', 'tests', 'constituents'] as const;
export type FactField = (typeof FACT_FIELDS)[number];

export const FACT_STATES = ['unreviewed', 'verified', 'disputed'] as const;
export type FactState = (typeof FACT_STATES)[number];

export type AnyFact = Record<string, unknown> & { citation: MonographCitation };

export interface MonographFactRef {
  key: string;
  field: FactField;
  fact: AnyFact;
  fingerprint: string;
}

/** JSON with object keys sorted, so equal content gives equal text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Two 32-bit FNV-1a hashes of the canonical text (browser and server alike, no crypto needed). */
export function factFingerprint(fact: unknown): string {
  const text = canonical(fact);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** What a list entry is about: two entries with the same subject get #2, #3 … in order. */
function subject(field: FactField, f: AnyFact): string {
  // `form` is read when present: limits may name the form (药材 / 饮片) they apply to.
  if (field === 'assays') return [str(f.marker), str(f.form), str(f.note)].join('|');
  if (field === 'tests') return [str(f.item), str(f.form), str(f.method), str(f.note)].join('|');
  return str(f.name);
}

/** Every fact of a monograph with its stable key and fingerprint, in page order. */
export function monographFacts(m: Monograph | null | undefined): MonographFactRef[] {
  if (!m) return [];
  const out: MonographFactRef[] = [];
  const one = (field: FactField, fact: AnyFact | null | undefined) => {
    if (fact) out.push({ key: field, field, fact, fingerprint: factFingerprint(fact) });
  };
  one('usage_dosage', m.usage_dosage as AnyFact | null);
  one('processing', m.processing as AnyFact | null);
  one('storage', m.storage as AnyFact | null);
  for (const field of ['assays', 'tests', 'constituents'] as const) {
    const seen = new Map<string, number>();
    for (const fact of (m[field] ?? []) as AnyFact[]) {
      const base = `${field}:${subject(field, fact)}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      out.push({ key: n === 1 ? base : `${base}#${n}`, field, fact, fingerprint: factFingerprint(fact) });
    }
  }
  return out;
}

const LIMIT_WORDS = { min: '不得少于', max: '不得过' } as const;

/** A limit as the monograph prints it: "不得少于 0.50 %", "0.30～0.60 %". */
export function monographLimitText(
  x: Pick<MonographAssay, 'limit_type' | 'value' | 'decimals' | 'unit'> & { value_max?: number | null },
) {
  const v = formatLimit(x.value, x.decimals);
  if (x.limit_type === 'range') return `${v}～${formatLimit(x.value_max ?? x.value, x.decimals)} ${x.unit}`;
  return `${LIMIT_WORDS[x.limit_type]} ${v} ${x.unit}`;
}

/** One line of the fact as it reads on the printed page (for the review queue and the paper sheet). */
export function factText(field: FactField, fact: AnyFact): string {
  switch (field) {
    case 'usage_dosage':
    case 'storage':
      return str(fact.text);
    case 'processing':
      return ((fact.forms as string[] | undefined) ?? []).join('、');
    case 'assays': {
      const a = fact as unknown as MonographAssay & { form?: string };
      const basis = a.basis === 'dried' ? '（按干燥品计算）' : '';
      const extra = [a.form, a.method, a.note].filter(Boolean).join('；');
      return `${a.marker} ${monographLimitText(a)}${basis}${extra ? ` [${extra}]` : ''}`;
    }
    case 'tests': {
      const x = fact as unknown as MonographTest & { form?: string };
      const extra = [x.form, x.method, x.note].filter(Boolean).join('；');
      return `${x.item} ${monographLimitText(x)}${extra ? ` [${extra}]` : ''}`;
    }
    case 'constituents':
      return str(fact.name);
  }
}
