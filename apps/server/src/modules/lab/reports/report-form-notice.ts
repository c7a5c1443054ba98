import { type ReportDocumentLang, testItemEnglish } from '@yaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';
import { reportFormRepository } from './report-form.repository';

const TEXT: Record<ReportDocumentLang, (form: string, items: string[]) => string> = {
  'zh-CN': (form, items) =>
    `样品为炮制品「${form}」：标准未单列该炮制品的${items.join('、')}限度，这些项目按药材的限度判定。`,
  'en-US': (form, items) =>
    `The sample is the processed form ${form}; the standard gives it no limit of its own for ${items.join(', ')}, so ${items.length > 1 ? 'these items were' : 'this item was'} judged against the crude drug's limits.`,
};

/**
 * Says which items of a processed-form sample (山药, 麸炒山药 …) were judged against the crude
 * drug's limits because the standard has none for that form; '' when every item had limits of
 * the sample's own form, the sample is the crude drug or a product.
 */
export async function formNotice(
  db: Kysely<DB>,
  sampleId: number,
  items: { item: string; standard_id: number | null }[],
  lang: ReportDocumentLang,
): Promise<string> {
  const repo = reportFormRepository(db);
  const form = await repo.sampleForm(sampleId);
  if (!form) return '';
  const ids = items.map((i) => i.standard_id).filter((id): id is number => id !== null);
  const forms = await repo.standardForms(ids);
  const crude = items.filter((i) => i.standard_id !== null && forms.get(i.standard_id) === '');
  if (crude.length === 0) return '';
  const names = [...new Set(crude.map((i) => (lang === 'en-US' ? (testItemEnglish(i.item) ?? i.item) : i.item)))];
  return TEXT[lang](form, names);
}
