import {
  CATALOGUE_BATCHES,
  COLL_UNITS,
  EFFECT_TAGS,
  PRODUCT_TYPES,
  REGULATION_TYPES,
  type RecordKind,
  SAMPLE_GRADES,
  SAMPLE_SOURCES,
} from '@yaoshi/contracts';

/**
 * How each column of a sheet speaks to people: its label in both languages, the
 * allowed values of a coded column (label ↔ code), the kind of record a link column names,
 * and whether it holds a date or a region. The field codes and cell kinds come from the
 * create schemas (exchange.service columnsOf); this file adds only what a person reads.
 */

/** One allowed value of a coded column: what is stored and its labels. */
export interface Code {
  code: string | number | boolean;
  zh: string;
  en: string;
}

/** Which records a link column names (by name or number in readable sheets, by id in raw ones). */
export type LinkKind = 'matter' | 'product' | 'regulation' | 'sample';

export interface ColumnMeta {
  zh: string;
  en: string;
  /** Exported but never imported: the server derives it (a report's verdict, from its items). */
  derived?: boolean;
  codes?: readonly Code[];
  link?: LinkKind;
  /** Unix seconds, written `YYYY-MM-DD HH:mm:ss` in the display time zone. */
  date?: boolean;
  /** A GB/T 2260 region code, written as its name. */
  region?: boolean;
}

const STATUS: Code[] = [
  { code: 'online', zh: '已上线', en: 'Online' },
  { code: 'offline', zh: '已下线', en: 'Offline' },
];
const YES_NO: Code[] = [
  { code: true, zh: '是', en: 'Yes' },
  { code: false, zh: '否', en: 'No' },
];
const BATCHES: Code[] = CATALOGUE_BATCHES.map((b) => ({ code: b, zh: String(b), en: String(b) }));
const UNIT_LABELS: Record<(typeof COLL_UNITS)[number], [string, string]> = {
  g: ['克', 'g'],
  kg: ['千克', 'kg'],
  mL: ['毫升', 'mL'],
  L: ['升', 'L'],
  pcs: ['件', 'pcs'],
};
const UNITS: Code[] = COLL_UNITS.map((u) => ({ code: u, zh: UNIT_LABELS[u][0], en: UNIT_LABELS[u][1] }));
const codesOf = (list: readonly { key: string; zh: string; en: string }[]): Code[] =>
  list.map((x) => ({ code: x.key, zh: x.zh, en: x.en }));

/** Columns every kind has. */
const COMMON: Record<string, ColumnMeta> = {
  id: { zh: 'ID', en: 'ID' },
  images: { zh: '图片', en: 'Images' },
  status: { zh: '状态', en: 'Status', codes: STATUS },
  updated_at: { zh: '更新时间', en: 'Updated', date: true },
};

const sampleColumns = (p: string, parent: ColumnMeta & { key: string }): Record<string, ColumnMeta> => ({
  [`${p}_num`]: { zh: '编号', en: 'Number' },
  [`${p}_name`]: { zh: '样品名称', en: 'Sample name' },
  [parent.key]: parent,
  [`${p}_source`]: { zh: '来源', en: 'Source', codes: codesOf(SAMPLE_SOURCES) },
  [`${p}_gatherer`]: { zh: '采集人', en: 'Collector' },
  [`${p}_gatherer_tel`]: { zh: '采集人电话', en: 'Collector phone' },
  [`${p}_area`]: { zh: '产地', en: 'Origin', region: true },
  [`${p}_coll_vol`]: { zh: '采集量', en: 'Volume' },
  [`${p}_coll_unit`]: { zh: '单位', en: 'Unit', codes: UNITS },
  [`${p}_coll_time`]: { zh: '采集时间', en: 'Collected', date: true },
  [`${p}_grade`]: { zh: '等级', en: 'Grade', codes: codesOf(SAMPLE_GRADES) },
  [`${p}_storage`]: { zh: '储存条件', en: 'Storage' },
  [`${p}_brand`]: { zh: '品牌', en: 'Brand' },
  [`${p}_media_photog`]: { zh: '拍摄人', en: 'Photographer' },
  [`${p}_media_time`]: { zh: '拍摄时间', en: 'Photographed', date: true },
  [`${p}_media_location`]: { zh: '拍摄地点', en: 'Photo location' },
});

const BY_KIND: Record<RecordKind, Record<string, ColumnMeta>> = {
  matter: {
    material_num: { zh: '编号', en: 'Number' },
    material_name: { zh: '名称', en: 'Name' },
    aliases: { zh: '别名', en: 'Aliases' },
    name_pinyin: { zh: '拼音', en: 'Pinyin' },
    name_en: { zh: '英文名', en: 'English name' },
    latin_name: { zh: '基原（拉丁学名）', en: 'Source species (Latin)' },
    pharmaceutical_name: { zh: '药材拉丁名', en: 'Pharmaceutical name' },
    family: { zh: '科属', en: 'Family' },
    part_used: { zh: '药用部位', en: 'Part used' },
    part_used_en: { zh: '药用部位（英文）', en: 'Part used (English)' },
    material_origin: { zh: '产地', en: 'Origin' },
    material_ingredient: { zh: '主要成分', en: 'Main constituents' },
    material_effect: { zh: '功效', en: 'Effects' },
    nature_flavor: { zh: '性味归经', en: 'Nature, flavour and meridians' },
    effect_tags: { zh: '功效分类', en: 'Effect categories', codes: codesOf(EFFECT_TAGS) },
    material_qs: { zh: '质量标准', en: 'Quality standard' },
    material_sa: { zh: '安全性评估', en: 'Safety assessment' },
    material_ra: { zh: '风险评估', en: 'Risk assessment' },
    material_taboo: { zh: '禁忌', en: 'Taboos' },
    material_record: { zh: '本草记载与考证', en: 'Herbal records and textual research' },
    regulations_json: { zh: '法规依据（JSON）', en: 'Regulatory basis (JSON)' },
    monograph: { zh: '药典标准（JSON）', en: 'Pharmacopoeia monograph (JSON)' },
    material_dna: { zh: 'DNA 条形码（JSON）', en: 'DNA barcode (JSON)' },
    catalogue_batch: { zh: '目录批次', en: 'Catalogue batch', codes: BATCHES },
    catalogue_note: { zh: '目录备注', en: 'Catalogue note' },
    restrictions: { zh: '使用限制（JSON）', en: 'Use restrictions (JSON)' },
    provenance: { zh: '出处（JSON）', en: 'Fact sources (JSON)' },
    fact_reviews: { zh: '药典条目校对状态（JSON）', en: 'Monograph fact review states (JSON)', derived: true },
    regulation_ids: { zh: '关联法规公告', en: 'Linked announcements', link: 'regulation' },
  },
  product: {
    product_num: { zh: '编号', en: 'Number' },
    product_name: { zh: '名称', en: 'Name' },
    product_component: { zh: '配料', en: 'Ingredients' },
    product_type: { zh: '类型', en: 'Type', codes: codesOf(PRODUCT_TYPES) },
    product_specs: { zh: '规格', en: 'Specification' },
    product_nutrients_json: { zh: '营养成分（JSON）', en: 'Nutrition facts (JSON)' },
    product_dev_basis: { zh: '研发依据', en: 'Development basis' },
    product_research: { zh: '相关研究', en: 'Research' },
    product_brand: { zh: '品牌', en: 'Brand' },
    product_factory: { zh: '生产企业', en: 'Manufacturer' },
    product_address: { zh: '生产地址', en: 'Manufacturer address' },
    product_release_time: { zh: '上市时间', en: 'Released', date: true },
    product_barcode: { zh: '条形码', en: 'Barcode' },
    matter_ids: { zh: '所含物质', en: 'Matters contained', link: 'matter' },
    compliance_status: {
      zh: '合规检查',
      en: 'Compliance check',
      codes: [
        { code: 'ok', zh: '合规', en: 'Compliant' },
        { code: 'warning', zh: '有提示', en: 'Warnings' },
        { code: 'violation', zh: '违规', en: 'Violations' },
      ],
    },
  },
  'matter-sample': {
    ...sampleColumns('ms', { key: 'matter_id', zh: '物质', en: 'Matter', link: 'matter' }),
    ms_form: { zh: '样品形态', en: 'Form' },
  },
  'product-sample': sampleColumns('product_sample', {
    key: 'product_id',
    zh: '产品',
    en: 'Product',
    link: 'product',
  }),
  report: {
    report_num: { zh: '报告编号', en: 'Report no.' },
    report_name: { zh: '报告名称', en: 'Report' },
    sample_kind: {
      zh: '样品类型',
      en: 'Sample kind',
      codes: [
        { code: 'matter', zh: '物质样品', en: 'Matter sample' },
        { code: 'product', zh: '产品样品', en: 'Product sample' },
      ],
    },
    sample_id: { zh: '样品', en: 'Sample', link: 'sample' },
    lab: { zh: '检测机构', en: 'Laboratory' },
    tested_at: { zh: '检测时间', en: 'Tested', date: true },
    standard: { zh: '判定依据', en: 'Standard' },
    verdict: {
      zh: '结论',
      en: 'Verdict',
      derived: true,
      codes: [
        { code: 'pass', zh: '合格', en: 'Pass' },
        { code: 'fail', zh: '不合格', en: 'Fail' },
        { code: 'none', zh: '不判定', en: 'Not judged' },
        { code: 'inconclusive', zh: '不确定', en: 'Inconclusive' },
      ],
    },
    // A voided report's verdict no longer stands: the sheet says when a retest voided it.
    invalidated_at: { zh: '作废时间', en: 'Voided', derived: true, date: true },
    attachment: { zh: '附件', en: 'Attachment' },
    note: { zh: '备注', en: 'Note' },
    items: { zh: '检测项目（JSON）', en: 'Items (JSON)' },
  },
  regulation: {
    regulation_num: { zh: '文号', en: 'Number' },
    regulation_name: { zh: '正式名称', en: 'Official title' },
    regulation_type: { zh: '类型', en: 'Type', codes: codesOf(REGULATION_TYPES) },
    region_code: { zh: '地区', en: 'Region', region: true },
    issuer: { zh: '发布机关', en: 'Issuing body' },
    issued_at: { zh: '发布日期', en: 'Issued', date: true },
    effective_at: { zh: '施行日期', en: 'Effective', date: true },
    in_force: { zh: '是否有效', en: 'In force', codes: YES_NO },
    origin: {
      zh: '来源',
      en: 'Origin',
      codes: [
        { code: 'curated', zh: '人工整理', en: 'Curated' },
        { code: 'imported', zh: '批量导入', en: 'Imported' },
      ],
    },
    batch: { zh: '目录批次', en: 'Catalogue batch', codes: BATCHES },
    summary: { zh: '摘要', en: 'Summary' },
    note: { zh: '备注', en: 'Note' },
    url: { zh: '官方链接', en: 'Official URL' },
    attachment: { zh: '附件', en: 'Attachment' },
    matter_ids: { zh: '关联物质', en: 'Linked matters', link: 'matter' },
  },
};

/** What a person reads of a field of a kind; the field code itself when none is written down. */
export function columnMeta(kind: RecordKind, key: string): ColumnMeta {
  return BY_KIND[kind][key] ?? COMMON[key] ?? { zh: key, en: key };
}

/** True when a kind's column table names this field (a test checks every create field has a label). */
export function hasLabel(kind: RecordKind, key: string): boolean {
  return key in BY_KIND[kind] || key in COMMON;
}
