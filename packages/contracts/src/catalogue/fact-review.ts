import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema } from '../text';
import { optionalParam } from './common';
import {
  formatLimit,
  type Monograph,
  type MonographAssay,
  type MonographCitation,
  type MonographTest,
} from './monograph';

/**
 * Proof-reading of monograph facts. A fact is addressed by its matter and a key
 * derived from what it is about (the field, and for list entries the marker, item or name and
 * the form it applies to), so editing, adding or removing other facts never moves it; what a
 * curator verified is pinned by a fingerprint of the fact's whole content, so any change to the
 * value or its citation (by a form, an import or a data migration) makes it unreviewed again.
 */

export const FACT_FIELDS = ['usage_dosage', 'processing', 'storage', 'assays', 'tests', 'constituents'] as const;
export type FactField = (typeof FACT_FIELDS)[number];
export const factFieldSchema = z.enum(FACT_FIELDS);

export const FACT_STATES = ['unreviewed', 'verified', 'disputed'] as const;
export type FactState = (typeof FACT_STATES)[number];
export const factStateSchema = z.enum(FACT_STATES);

type AnyFact = Record<string, unknown> & { citation: MonographCitation };

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

/** A curator's verdict on one fact: verified against an edition and page/section, or disputed with a note. */
export const factVerdictSchema = z
  .object({
    matter_id: z.number().int().positive(),
    key: lineSchema(500).min(1),
    /** The fingerprint of the fact as the curator saw it: a fact changed since is refused (409). */
    fingerprint: z.string().regex(/^[0-9a-f]{16}$/),
    verdict: z.enum(['verified', 'disputed']),
    /** The edition checked against; blank: the fact's cited edition. */
    edition: lineSchema(100).default(''),
    /** Page or section checked; blank: the fact's cited section. */
    page: lineSchema(200).default(''),
    note: lineSchema(500).default(''),
  })
  .strict()
  .refine((v) => v.verdict !== 'disputed' || v.note.trim() !== '', {
    path: ['note'],
    message: 'review.noteRequired',
  });
export type FactVerdict = z.infer<typeof factVerdictSchema>;

/** The review state of one fact as anyone may read it (notes of disputes are for curators). */
export const factReviewSchema = z.object({
  key: z.string(),
  field: factFieldSchema,
  fingerprint: z.string(),
  state: factStateSchema,
  reviewer: z.string().nullable(),
  reviewed_at: z.number().int().nullable(),
  edition: z.string(),
  page: z.string(),
  note: z.string(),
});
export type FactReview = z.infer<typeof factReviewSchema>;

/**
 * A fact's review state as a catalogue export carries it (a matter's `fact_reviews` column,
 * exported and never imported): which fact, its state and, once verified, who checked it when
 * and against what. No fingerprint and no dispute note (notes are for curators: the review sheet).
 */
export const exportedFactReviewSchema = factReviewSchema.omit({ fingerprint: true, note: true });
export type ExportedFactReview = z.infer<typeof exportedFactReviewSchema>;

export const factCountsSchema = z.object({
  facts: z.number().int(),
  verified: z.number().int(),
  disputed: z.number().int(),
});
export type FactCounts = z.infer<typeof factCountsSchema>;

/** The review queue's overview: totals, per field, and per substance with its fields. */
export const reviewSummarySchema = z.object({
  totals: factCountsSchema,
  fields: z.array(factCountsSchema.extend({ field: factFieldSchema })),
  matters: z.array(
    factCountsSchema.extend({
      matter_id: z.number().int(),
      material_num: z.string(),
      material_name: z.string(),
      fields: z.record(z.string(), factCountsSchema),
    }),
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewQueueQuerySchema = z
  .object({
    matter_id: optionalParam(idTextSchema),
    field: optionalParam(factFieldSchema),
    state: optionalParam(factStateSchema),
  })
  .strict();
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** A fact in the queue: the value, its citation and its review state. */
export const reviewQueueItemSchema = factReviewSchema.extend({
  matter_id: z.number().int(),
  material_num: z.string(),
  material_name: z.string(),
  text: z.string(),
  citation: z.object({ document: z.string(), edition: z.string(), section: z.string(), secondary: z.boolean() }),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

/** What an imported proof-reading sheet did: verdicts recorded, and rows left alone with why. */
export const reviewImportResultSchema = z.object({
  applied: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ReviewImportResult = z.infer<typeof reviewImportResultSchema>;
