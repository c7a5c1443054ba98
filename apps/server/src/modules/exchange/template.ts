import ExcelJS from 'exceljs';
import { KIND_LABELS, type RecordKind } from '@yaoshi/contracts';
import { type Lang, t } from '../../lib/i18n';
import { parseDisplayDateTime } from '../../lib/display-time';
import type { LinkKind } from './columns';
import { type Column, type ExportContext, labelOf, toReadableCell } from './readable';
import { MAX_IMPORT_ROWS } from './sheets';

/** A linked record an example row can name (the first records of the database). */
export type ExampleLinks = Partial<Record<LinkKind, number[]>>;

/**
 * One example row per kind, in stored form (codes, Unix seconds, ids of real records), written
 * through the same readable formatter as exports — so the example imports as it stands.
 */
function exampleOf(kind: RecordKind, links: ExampleLinks, tz: string): Record<string, unknown> {
  const at = (text: string) => parseDisplayDateTime(text, tz);
  const first = (l: LinkKind, n = 1) => (links[l] ?? []).slice(0, n);
  switch (kind) {
    case 'matter':
      return {
        material_name: '示例物质',
        aliases: ['示例别名'],
        name_pinyin: 'shi li wu zhi',
        name_en: 'Example matter',
        latin_name: 'Lycium barbarum L.',
        family: '茄科 Solanaceae',
        part_used: '成熟果实',
        effect_tags: ['tonify-yin', 'tonify-blood'],
        catalogue_batch: 2024,
        regulation_ids: first('regulation'),
        status: 'online',
      };
    case 'product':
      return {
        product_name: '示例枸杞菊花茶',
        product_component: '枸杞子、菊花',
        product_type: 'substitute-tea',
        product_specs: '120 g/盒',
        product_nutrients_json: [{ item: '能量', value: 1200, unit: 'kJ', nrv: 14 }],
        product_brand: '示例品牌',
        product_factory: '示例食品有限公司',
        product_release_time: at('2026-01-15'),
        matter_ids: first('matter', 2),
        status: 'online',
      };
    case 'matter-sample':
    case 'product-sample': {
      const p = kind === 'matter-sample' ? 'ms' : 'product_sample';
      return {
        [`${p}_name`]: '示例样品',
        ...(kind === 'matter-sample' ? { matter_id: first('matter')[0] } : { product_id: first('product')[0] }),
        [`${p}_source`]: 'cultivation-base',
        [`${p}_gatherer`]: '张三',
        [`${p}_area`]: '640500',
        [`${p}_coll_vol`]: 500,
        [`${p}_coll_unit`]: 'g',
        [`${p}_coll_time`]: at('2026-08-15 09:30'),
        [`${p}_grade`]: 'first',
        [`${p}_storage`]: '阴凉干燥处密封保存',
        status: 'online',
      };
    }
    case 'report':
      return {
        report_name: '示例检测报告',
        sample_kind: 'matter',
        sample_id: first('sample')[0],
        lab: '示例检测中心',
        tested_at: at('2026-09-01 14:00'),
        standard: 'GB 2762-2022',
        verdict: 'pass',
        items: [
          {
            item: '铅 (Pb)',
            category: 'heavy-metal',
            result: 0.12,
            unit: 'mg/kg',
            limit: 5,
            limit_text: '≤5.0',
            method: 'GB 5009.12-2017',
          },
        ],
        status: 'online',
      };
    case 'regulation':
      return {
        regulation_num: '示例〔2099〕1号',
        regulation_name: '示例公告',
        regulation_type: 'national',
        issuer: '国家卫生健康委员会',
        issued_at: at('2026-01-01'),
        in_force: true,
        origin: 'curated',
        matter_ids: first('matter'),
        status: 'online',
      };
  }
}

/** How to fill in a column, in one line. */
function howTo(col: Column, numKey: string, lang: Lang, tz: string): string {
  const { meta } = col;
  const kindName = (l: LinkKind) => t(lang, `exchange.link.${l}`);
  if (col.key === numKey) return t(lang, 'template.how.num');
  if (meta.link)
    return t(lang, col.cell === 'ids' ? 'template.how.links' : 'template.how.link', { kind: kindName(meta.link) });
  if (meta.codes) return t(lang, col.cell === 'list' ? 'template.how.codes' : 'template.how.code');
  if (meta.date) return t(lang, 'template.how.date', { tz });
  if (meta.region) return t(lang, 'template.how.region');
  if (col.key === 'images') return t(lang, 'template.how.images');
  switch (col.cell) {
    case 'number':
    case 'number?':
      return t(lang, 'template.how.number');
    case 'list':
      return t(lang, 'template.how.list');
    case 'json':
    case 'json?':
      return t(lang, 'template.how.json');
    default:
      return t(lang, 'template.how.text');
  }
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F3FF' } };

/** Excel column letters of a 1-based index (1 → A, 28 → AB). */
function letters(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/**
 * The import template of a kind: the sheet to fill in (header labels in `lang`, one example
 * row, a drop-down on every coded column), the allowed values of every coded column (labels
 * in both languages and codes) and how to fill in each column.
 */
export async function templateWorkbook(opts: {
  kind: RecordKind;
  numKey: string;
  columns: Column[];
  lang: Lang;
  tz: string;
  links: ExampleLinks;
  linkText: ExportContext['linkText'];
}): Promise<Buffer> {
  const { kind, columns, lang, tz } = opts;
  const zh = lang !== 'en-US';
  const cols = columns.filter((c) => !c.readOnly);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Yaoshi';
  const sheetName = KIND_LABELS[kind][zh ? 'zh' : 'en'];
  const data = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const allowedName = t(lang, 'template.sheet.allowed');
  const allowed = wb.addWorksheet(allowedName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const notes = wb.addWorksheet(t(lang, 'template.sheet.notes'), { views: [{ state: 'frozen', ySplit: 1 }] });

  data.columns = cols.map((c) => ({
    header: labelOf(c, lang),
    key: c.key,
    width: Math.max(14, labelOf(c, lang).length * (zh ? 2.2 : 1.2) + 4),
  }));
  const example = exampleOf(kind, opts.links, tz);
  const ctx: ExportContext = { lang, tz, linkText: opts.linkText };
  data.addRow(cols.map((c) => (example[c.key] === undefined ? '' : toReadableCell(example[c.key], c, ctx))));

  allowed.columns = [
    { header: t(lang, 'template.col.column'), width: 24 },
    { header: t(lang, 'template.col.value'), width: 28 },
    { header: t(lang, 'template.col.code'), width: 22 },
    { header: t(lang, 'template.col.other'), width: 34 },
  ];
  cols.forEach((c, i) => {
    const header = data.getRow(1).getCell(i + 1);
    header.font = { bold: true };
    header.fill = HEADER_FILL;
    header.note = howTo(c, opts.numKey, lang, tz);
    if (!c.meta.codes) return;
    const start = allowed.rowCount + 1;
    for (const code of c.meta.codes)
      allowed.addRow([labelOf(c, lang), zh ? code.zh : code.en, String(code.code), zh ? code.en : code.zh]);
    // A drop-down of the labels; not enforced, so a code or the other language's label can be typed too.
    if (c.cell !== 'list') {
      const col = letters(i + 1);
      const ref = `'${allowedName}'!$B$${start}:$B$${allowed.rowCount}`;
      (
        data as unknown as { dataValidations: { add(address: string, v: ExcelJS.DataValidation): void } }
      ).dataValidations.add(`${col}2:${col}${MAX_IMPORT_ROWS + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [ref],
        showErrorMessage: false,
      });
    }
  });
  allowed.getRow(1).font = { bold: true };

  notes.columns = [
    { header: t(lang, 'template.col.column'), width: 24 },
    { header: t(lang, 'template.col.field'), width: 30 },
    { header: t(lang, 'template.col.required'), width: 16 },
    { header: t(lang, 'template.col.how'), width: 70 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of cols)
    notes.addRow([
      labelOf(c, lang),
      c.key,
      c.required ? t(lang, 'template.yes') : t(lang, 'template.no'),
      howTo(c, opts.numKey, lang, tz),
    ]);
  notes.addRow([]);
  notes.addRow([t(lang, 'template.how.example')]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
