/**
 * The resources of a data release and their Table Schemas (Frictionless Data Package v2). One
 * definition serves every format: CSV, JSONL, Parquet and SQLite columns, datapackage.json's
 * schemas and the `changes` diff all come from here, so they cannot drift apart.
 */

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'datetime' | 'array' | 'object';

export interface ReleaseField {
  name: string;
  type: FieldType;
  description: string;
}

export interface ReleaseTable {
  name: string;
  title: string;
  description: string;
  fields: ReleaseField[];
  primaryKey: string[];
  foreignKeys?: { fields: string[]; reference: { resource: string; fields: string[] } }[];
  /** false for `changes`, which is about the other resources. */
  diffed: boolean;
}

/** A row as the release writes it: one value per field, JSON-able. */
export type Row = Record<string, unknown>;

const f = (name: string, type: FieldType, description: string): ReleaseField => ({ name, type, description });
const text = (name: string, description: string) => f(name, 'string', description);
const toMatter = (field = 'matter_id') => ({ fields: [field], reference: { resource: 'matters', fields: ['id'] } });

export const RELEASE_TABLES: ReleaseTable[] = [
  {
    name: 'matters',
    title: 'Medicine-and-food homologous substances',
    description: 'The catalogue of substances (药食同源物质) with names, source species and reference texts.',
    primaryKey: ['id'],
    diffed: true,
    fields: [
      f('id', 'integer', 'Stable record id'),
      text('material_num', 'Catalogue number'),
      text('material_name', 'Chinese name'),
      f('aliases', 'array', 'Other Chinese names'),
      text('name_pinyin', 'Pinyin with tone marks'),
      text('name_en', 'English name'),
      text('latin_name', 'Source species (Latin)'),
      text('pharmaceutical_name', 'Pharmaceutical Latin name'),
      text('family', 'Plant or animal family'),
      text('part_used', 'Part used (Chinese)'),
      text('part_used_en', 'Part used (English)'),
      text('material_origin', 'Origin'),
      text('material_ingredient', 'Constituents'),
      text('material_effect', 'Effects'),
      text('nature_flavor', 'Nature and flavour'),
      f('effect_tags', 'array', 'Effect categories'),
      text('material_qs', 'Quality and standards'),
      text('material_sa', 'Safety'),
      text('material_ra', 'Risk assessment'),
      text('material_taboo', 'Taboos'),
      text('material_record', 'Herbal records (sanitised HTML)'),
      f('material_dna', 'object', 'DNA barcode: marker, sequence, accession'),
      f('catalogue_batch', 'integer', 'Catalogue batch (2002, 2019, 2023, 2024)'),
      text('catalogue_note', 'Catalogue note, e.g. spice use only'),
      f('provenance', 'object', 'Source of each free-text fact (cited section, or the institute’s note)'),
      f('updated_at', 'datetime', 'Last change of the record (UTC)'),
    ],
  },
  {
    name: 'monograph_facts',
    title: 'Monograph facts',
    description:
      'Pharmacopoeia facts of each substance (dosage, processing, storage, assays, tests, constituents), each with its citation and review state.',
    primaryKey: ['matter_id', 'key'],
    foreignKeys: [toMatter()],
    diffed: true,
    fields: [
      f('matter_id', 'integer', 'The substance'),
      text('key', 'Stable key of the fact within its substance'),
      text('field', 'usage_dosage, processing, storage, assays, tests or constituents'),
      text('text', 'The fact as the monograph prints it'),
      f('value', 'object', 'The fact as structured data'),
      text('form', 'Form it applies to (empty: the crude drug; 饮片 …)'),
      text('citation_document', 'Cited document'),
      text('citation_edition', 'Cited edition'),
      text('citation_section', 'Cited section'),
      f('citation_secondary', 'boolean', 'A standard other than the national pharmacopoeia'),
      text('review_state', 'unreviewed, verified or disputed'),
      text('reviewer', 'Curator who reviewed it'),
      f('reviewed_at', 'datetime', 'When it was reviewed (UTC)'),
      text('review_edition', 'Edition it was checked against'),
      text('review_page', 'Page or section it was checked against'),
    ],
  },
  {
    name: 'use_restrictions',
    title: 'Use restrictions',
    description: 'What the law or official notes say a substance may not be used for, with the source.',
    primaryKey: ['matter_id', 'position'],
    foreignKeys: [toMatter()],
    diffed: true,
    fields: [
      f('matter_id', 'integer', 'The substance'),
      f('position', 'integer', 'Order within the substance (1 …)'),
      text('kind', 'spice-only, special-population, wild-animal-not-food or daily-limit'),
      text('message_zh', 'The restriction in Chinese'),
      text('message_en', 'The restriction in English'),
      f('limit_g_per_day', 'number', 'Daily limit in grams (daily-limit only)'),
      text('source_document', 'Source document'),
      text('source_number', 'Document number'),
      text('source_section', 'Section'),
      text('source_date', 'Date of issue (YYYY-MM-DD)'),
      text('source_url', 'Address of the source'),
    ],
  },
  {
    name: 'regulations',
    title: 'Regulations and announcements',
    description: 'National and regional rules and announcements about the substances.',
    primaryKey: ['id'],
    diffed: true,
    fields: [
      f('id', 'integer', 'Stable record id'),
      text('regulation_num', 'Document number'),
      text('regulation_name', 'Title'),
      text('regulation_type', 'Type'),
      text('region_code', 'GB/T 2260 region code (empty: national)'),
      text('issuer', 'Issuing authority'),
      f('issued_at', 'datetime', 'Date of issue (UTC)'),
      f('effective_at', 'datetime', 'Date it takes effect (UTC)'),
      f('in_force', 'boolean', 'In force'),
      text('origin', 'Curated or imported'),
      f('batch', 'integer', 'Catalogue batch it added'),
      text('summary', 'Summary'),
      text('note', 'Note'),
      text('url', 'Address of the document'),
      f('updated_at', 'datetime', 'Last change of the record (UTC)'),
    ],
  },
  {
    name: 'regulation_matters',
    title: 'Regulations × substances',
    description: 'Which substances each regulation is about.',
    primaryKey: ['regulation_id', 'matter_id'],
    foreignKeys: [{ fields: ['regulation_id'], reference: { resource: 'regulations', fields: ['id'] } }, toMatter()],
    diffed: true,
    fields: [f('regulation_id', 'integer', 'The regulation'), f('matter_id', 'integer', 'The substance')],
  },
  {
    name: 'products',
    title: 'Products',
    description: 'Products made from the substances (real records only, never demo data).',
    primaryKey: ['id'],
    diffed: true,
    fields: [
      f('id', 'integer', 'Stable record id'),
      text('product_num', 'Product number'),
      text('product_name', 'Name'),
      text('product_component', 'Ingredients as labelled'),
      text('product_type', 'Type'),
      text('product_specs', 'Specification'),
      f('product_nutrients', 'array', 'Nutrition table: item, value per 100 g, unit, NRV%'),
      text('product_dev_basis', 'Development basis'),
      text('product_brand', 'Brand'),
      text('product_factory', 'Manufacturer'),
      text('product_address', 'Manufacturer address'),
      f('product_release_time', 'datetime', 'Release date (UTC)'),
      text('product_barcode', 'GTIN / EAN-13'),
      f('updated_at', 'datetime', 'Last change of the record (UTC)'),
    ],
  },
  {
    name: 'product_matters',
    title: 'Products × substances',
    description: 'Which substances each product contains.',
    primaryKey: ['product_id', 'matter_id'],
    foreignKeys: [{ fields: ['product_id'], reference: { resource: 'products', fields: ['id'] } }, toMatter()],
    diffed: true,
    fields: [f('product_id', 'integer', 'The product'), f('matter_id', 'integer', 'The substance')],
  },
  {
    name: 'changes',
    title: 'Changes since the previous release',
    description: 'Every record added, changed (with the changed field names) or deleted since the previous release.',
    primaryKey: ['resource', 'record_key'],
    diffed: false,
    fields: [
      text('resource', 'The resource the record belongs to'),
      text('record_key', 'Its primary key (parts joined by /)'),
      text('label', 'Its number or name'),
      text('change', 'added, changed or deleted'),
      f('fields', 'array', 'Changed field names (changed only)'),
    ],
  },
];

export const tableNamed = (name: string): ReleaseTable => {
  const t = RELEASE_TABLES.find((x) => x.name === name);
  if (!t) throw new Error(`unknown release table ${name}`);
  return t;
};

/** The key of a row as the changes resource names it. */
export const rowKey = (t: ReleaseTable, row: Row): string => t.primaryKey.map((k) => String(row[k])).join('/');
