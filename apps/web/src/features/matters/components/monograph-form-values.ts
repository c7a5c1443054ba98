import type { Monograph, MonographInput, Restriction } from '@yaoshi/contracts';

/** The form's monograph: always an object, so its sections can be added to; null when none is recorded. */
export const EMPTY_MONOGRAPH: Monograph = {
  usage_dosage: null,
  processing: null,
  storage: null,
  assays: [],
  tests: [],
  constituents: [],
};

export function monographFormValue(m: Monograph | null | undefined): Monograph {
  return m ? { ...EMPTY_MONOGRAPH, ...m } : EMPTY_MONOGRAPH;
}

/**
 * Strings trimmed, keys left undefined dropped, every other key kept as loaded: a fact the
 * curator did not touch goes back exactly as it came, so its fingerprint (and review) holds.
 */
function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = clean(v);
    return out;
  }
  return value;
}

/**
 * A limit's form: blank is the crude drug, which a stored fact says by leaving the key out
 * (no shipped fact holds ''), so typing and clearing a form changes nothing.
 */
function dropBlankForm(fact: Record<string, unknown>): Record<string, unknown> {
  if (fact.form !== '' && fact.form !== null) return fact;
  const { form: _blank, ...rest } = fact;
  return rest;
}

/** Form value → the body's monograph: null when no section holds a fact. */
export function monographBody(value: unknown): MonographInput | null {
  const m = clean(value ?? {}) as Record<string, unknown>;
  const list = (k: string) => ((m[k] as Record<string, unknown>[] | undefined) ?? []).filter(Boolean);
  const out = {
    usage_dosage: m.usage_dosage ?? null,
    processing: m.processing ?? null,
    storage: m.storage ?? null,
    assays: list('assays').map(dropBlankForm),
    tests: list('tests').map(dropBlankForm),
    constituents: list('constituents'),
  } as MonographInput;
  const empty =
    !out.usage_dosage &&
    !out.processing &&
    !out.storage &&
    !out.assays?.length &&
    !out.tests?.length &&
    !out.constituents?.length;
  return empty ? null : out;
}

/** Form rows → the body's restrictions: trimmed; a limit kept only where the kind has one. */
export function restrictionsBody(value: unknown): Restriction[] {
  const rows = ((clean(value ?? []) as Record<string, unknown>[] | null) ?? []).filter(Boolean);
  return rows.map((r) => ({
    ...r,
    limit_g_per_day: r.kind === 'daily-limit' ? (r.limit_g_per_day ?? null) : null,
  })) as Restriction[];
}
