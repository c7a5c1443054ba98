import type { z } from 'zod';
import type { FormInstance, FormRule } from 'antd';
import { showFieldErrors } from './form-errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Schema messages are message keys such as "product.barcodeCheckDigit"; zod's own are sentences. */
const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z][A-Za-z0-9]*)+$/;

interface IssueLike {
  code: string;
  message: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

/**
 * The user-language text of one zod issue: the schema's own message key when it has one
 * (translated under `catalogue.error.<key>`), otherwise a generic text by issue kind.
 */
export function issueText(issue: IssueLike, t: Translate, at?: { value: unknown }): string {
  // zod does not report the input by default: the caller passes the field's value when it has it.
  const known = at ?? ('input' in issue ? { value: issue.input } : undefined);
  if (known && isEmpty(known.value) && issue.code !== 'custom') return t('catalogue.error.required');
  if (MESSAGE_KEY.test(issue.message)) return t(`catalogue.error.${issue.message}`);
  const n = (v: number | bigint | undefined) => (v === undefined ? undefined : Number(v));
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && n(issue.minimum) === 1) return t('catalogue.error.required');
      if (issue.origin === 'array') return t('catalogue.error.tooFewItems', { min: n(issue.minimum) });
      if (issue.origin === 'string') return t('catalogue.error.tooShort', { min: n(issue.minimum) });
      return t('catalogue.error.tooSmall', { min: n(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'array') return t('catalogue.error.tooManyItems', { max: n(issue.maximum) });
      if (issue.origin === 'string') return t('catalogue.error.tooLong', { max: n(issue.maximum) });
      return t('catalogue.error.tooBig', { max: n(issue.maximum) });
    default:
      return t('catalogue.error.invalid');
  }
}

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The value at a zod issue path inside a body. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = body;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** An antd rule that validates one field with its schema from the contracts. */
export function zodRule(schema: z.ZodType, t: Translate): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      const issue = result.error?.issues[0];
      if (issue) throw new Error(issueText(issue, t, { value: valueAt(value, issue.path) }));
    },
  };
}

export interface FieldErrors {
  name: (string | number)[];
  errors: string[];
}

/** Issues of a whole-body parse as antd field errors (several issues of one field are joined). */
export function issuesToFields(issues: readonly IssueLike[], t: Translate, body?: unknown): FieldErrors[] {
  const by = new Map<string, FieldErrors>();
  for (const issue of issues) {
    const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const key = JSON.stringify(name);
    const entry = by.get(key) ?? { name, errors: [] };
    const text = issueText(issue, t, body === undefined ? undefined : { value: valueAt(body, issue.path) });
    if (!entry.errors.includes(text)) entry.errors.push(text);
    by.set(key, entry);
  }
  return [...by.values()];
}

/**
 * Validates a request body with the contract schema; on failure marks the fields on the
 * form and returns null, so the server only ever sees bodies it would accept.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  form: FormInstance,
  t: Translate,
): z.output<S> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = issuesToFields(result.error.issues as IssueLike[], t, body);
  form.setFields(fields);
  showFieldErrors(
    form,
    fields.map((f) => (f.name.length > 1 ? f.name : (f.name[0] ?? ''))),
    t,
  );
  return null;
}

/** Server 40000 answers name the bad fields in `data`; shapes vary, so accept the common ones. */
export function serverFieldErrors(data: unknown): FieldErrors[] {
  if (!data || typeof data !== 'object') return [];
  const raw = (data as { fields?: unknown; errors?: unknown }).fields ?? (data as { errors?: unknown }).errors ?? data;
  if (Array.isArray(raw)) {
    return raw
      .filter((e): e is { path?: unknown; field?: unknown; message?: unknown } => typeof e === 'object' && e !== null)
      .map((e) => {
        const path = Array.isArray(e.path) ? e.path : typeof e.field === 'string' ? e.field.split('.') : [];
        const name = (path as unknown[]).map((p) =>
          typeof p === 'number' || /^\d+$/.test(String(p)) ? Number(p) : String(p),
        );
        return { name, errors: [String(e.message ?? '')] };
      })
      .filter((e) => e.name.length > 0);
  }
  if (typeof raw === 'object' && raw !== null) {
    return Object.entries(raw as Record<string, unknown>).map(([field, msg]) => ({
      name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors: [Array.isArray(msg) ? msg.join(' ') : String(msg)],
    }));
  }
  return [];
}
