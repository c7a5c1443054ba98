/**
 * The fields of a matter that carry a source, and how a page shows one. Plain values and
 * functions (no schemas), so a page that cites does not load the validation library; the
 * schemas of a source are in fact-source.ts.
 */
import type { FactSource, Provenance } from './fact-source';

export const PROVENANCE_FIELDS = [
  'material_origin',
  'material_ingredient',
  'material_taboo',
  'catalogue_note',
  // From the monograph: 【来源】 (Latin name, family, part used), 【性味与归经】, 【功能与主治】.
  'latin_name',
  'family',
  'part_used',
  'nature_flavor',
  'material_effect',
] as const;
export type ProvenanceField = (typeof PROVENANCE_FIELDS)[number];

const INSTITUTE: FactSource = { kind: 'institute' };

/** The source a page shows for a field: the recorded one, else the institute's note. */
export const sourceOf = (provenance: Provenance | null | undefined, field: ProvenanceField): FactSource =>
  provenance?.[field] ?? INSTITUTE;

/** A cited source in one line: document edition · number · section · date. */
export function citeLine(s: Extract<FactSource, { kind: 'cited' }>): string {
  const head = [s.document, s.edition].filter(Boolean).join(' ');
  return [head, s.number, s.section, s.date].filter(Boolean).join(' · ');
}
