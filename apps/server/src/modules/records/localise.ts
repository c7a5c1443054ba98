import { CODE } from '@yaoshi/contracts';
import { AppError } from '../../lib/errors';
import { type Lang, t } from '../../lib/i18n';
import { FieldProblems, ReferencedError } from './service-kit';

/** Field problems as the API answers them: `{ field, message }` in the caller's language. */
export function localiseProblems(problems: FieldProblems['problems'], lang: Lang) {
  return problems.map((p) => ({ field: p.field, message: t(lang, p.key, { field: p.field, ...p.params }) }));
}

/** "3 products, 12 matter samples" in the caller's language. */
export function describeReferences(refs: ReferencedError['references'], lang: Lang): string {
  return refs.map((r) => `${r.count} ${t(lang, `kind.${r.kind}`)}`).join(lang === 'en-US' ? ', ' : '、');
}

/**
 * Service errors carry message keys; this turns their data into text of the request's
 * language before the error handler writes the envelope.
 */
export function localiseError(err: unknown, lang: Lang): unknown {
  if (err instanceof FieldProblems) {
    return new AppError(CODE.VALIDATION, err.key, err.params, localiseProblems(err.problems, lang));
  }
  if (err instanceof ReferencedError) {
    return new AppError(CODE.CONFLICT, err.key, { what: describeReferences(err.references, lang) }, err.data);
  }
  if (
    err instanceof AppError &&
    Array.isArray(err.data) &&
    err.data.every((d) => d && typeof d === 'object' && 'key' in d)
  ) {
    return new AppError(err.code, err.key, err.params, localiseProblems(err.data as FieldProblems['problems'], lang));
  }
  return err;
}
