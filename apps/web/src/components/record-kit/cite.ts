import { displayDay } from '@/lib/format';

/**
 * References for a record of this database, in GB/T 7714-2015 (信息与文献 参考文献著录规则),
 * the form Chinese journals and theses ask for. An online record follows the standard's
 * electronic-resource rule:
 *   主要责任者. 题名: 其他题名信息[文献类型标识/载体标识]. (更新或修改日期)[引用日期]. 获取和访问路径.
 * [DB/OL] marks an online database record (a matter), [EB/OL] an online electronic bulletin
 * (a regulation's page). The update date is the record's version (updated_at), the URL the
 * record's permalink, so a reader finds the very record and can tell whether it changed since.
 */

/** The database as the responsible party of its own records (GB/T 7714 主要责任者). */
export const DATABASE_NAME_ZH = '药食同源数据库';
export const DATABASE_NAME_EN = 'Yaoshi Medicine-Food Homology Database';

export type CiteKind = 'DB/OL' | 'EB/OL';

export interface CiteInput {
  kind: CiteKind;
  /** Responsible parties; the database itself when empty. */
  authors?: string[];
  title: string;
  /** 其他题名信息, e.g. a document number; after a colon. */
  subtitle?: string;
  /** Record version, unix seconds. */
  updatedAt: number;
  /** Day of citing. */
  cited: Date;
  url: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a moment in the display zone, as every date of the console (GB/T 7714 dates are written so). */
export function isoDay(d: Date): string {
  const { year, month, day } = displayDay(d.getTime() / 1000);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** One line: a title or name typed over several lines is cited on one. */
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The GB/T 7714-2015 reference of one record. */
export function gbt7714(c: CiteInput): string {
  const authors = (c.authors ?? []).map(clean).filter(Boolean);
  const who = authors.length ? authors.join(', ') : DATABASE_NAME_ZH;
  const title = clean(c.title) + (c.subtitle && clean(c.subtitle) ? `: ${clean(c.subtitle)}` : '');
  const updated = isoDay(new Date(c.updatedAt * 1000));
  return `${who}. ${title}[${c.kind}]. (${updated})[${isoDay(c.cited)}]. ${c.url}.`;
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const enDay = (d: Date) => {
  const { year, month, day } = displayDay(d.getTime() / 1000);
  return `${EN_MONTHS[month - 1]} ${day}, ${year}`;
};

/** An English-style variant (author, title, container, version date, URL, access date). */
export function englishReference(c: CiteInput & { titleEn?: string }): string {
  const authors = (c.authors ?? []).map(clean).filter(Boolean);
  const who = authors.length ? authors.join(', ') : DATABASE_NAME_EN;
  const title = clean(c.titleEn || c.title) + (c.subtitle && clean(c.subtitle) ? ` (${clean(c.subtitle)})` : '');
  const container = authors.length ? ` ${DATABASE_NAME_EN}.` : '';
  return (
    `${who}. "${title}."${container} Last updated ${enDay(new Date(c.updatedAt * 1000))}. ` +
    `${c.url} (accessed ${enDay(c.cited)}).`
  );
}

/**
 * The record's permalink: this app's origin and path with the hash route, so it opens the
 * detail page wherever the app is served (`origin` from window.location in the browser).
 */
export function permalink(origin: string, pathname: string, route: string): string {
  const base = `${origin.replace(/\/$/, '')}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
  return `${base}#${route.startsWith('/') ? route : `/${route}`}`;
}

/**
 * The record's public page (server-rendered, readable without the console, in the reader's
 * language): `/zh/matters/7`, `/en/regulations/3` beside the app, wherever the app is served.
 * `path` is the page's path without its language, e.g. `/matters/7`.
 */
export function publicPageUrl(origin: string, pathname: string, language: string, path: string): string {
  const dir = pathname.endsWith('/') ? pathname : pathname.replace(/[^/]*$/, '');
  const lang = language.startsWith('en') ? 'en' : 'zh';
  return `${origin.replace(/\/$/, '')}${dir.startsWith('/') ? dir : `/${dir}`}${lang}${path}`;
}
