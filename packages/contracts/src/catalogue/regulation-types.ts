// Plain values (no schemas), so a page that names a regulation's type does not load the
// validation library; the regulation schemas are in regulation.ts.

/** The kinds of regulation, with their names in both languages. */
export const REGULATION_TYPES = [
  { key: 'national', zh: '国家', en: 'National' },
  { key: 'regional', zh: '地方', en: 'Regional' },
  { key: 'standard', zh: '标准', en: 'Standard' },
] as const;
export const REGULATION_TYPE_KEYS = ['national', 'regional', 'standard'] as const;

/** How the record got here: curated by hand or imported from a sheet. */
export const REGULATION_ORIGINS = ['curated', 'imported'] as const;
