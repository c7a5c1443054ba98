import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import type { FieldError } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';

/**
 * Translates a contract message key (the schemas' messages are i18n keys). Keys the web
 * has no text for fall back to a generic sentence naming the field.
 */
export function schemaMessage(key: string | undefined, field: string): string {
  if (key && i18n.exists(key)) return i18n.t(key, { field });
  if (key === 'validation.required') return i18n.t('console.validation.required', { field });
  return i18n.t('console.validation.invalid', { field });
}

type Issue = z.core.$ZodIssue;

/** An issue without a message key of ours (zod's own sentence) on an empty value means "required". */
function issueMessage(issue: Issue | undefined, field: string): string {
  if (!issue) return schemaMessage(undefined, field);
  const generic = !/^[a-z][A-Za-z]*(\.[A-Za-z0-9-]+)+$/.test(issue.message);
  if (generic && (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1))) {
    return schemaMessage('validation.required', field);
  }
  return schemaMessage(generic ? undefined : issue.message, field);
}

/**
 * An antd rule that checks a value with the same zod schema the server uses, so the form
 * and the server refuse the same inputs with the same texts.
 */
export function zodRule(schema: z.ZodType, field: string, transform?: (value: unknown) => unknown): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const input = transform ? transform(value) : value;
      const result = schema.safeParse(input === '' || input === null ? undefined : input);
      if (result.success) return;
      throw new Error(issueMessage(result.error.issues[0], field));
    },
  };
}

/** Same as zodRule but an empty string is passed on as is (for optional texts with limits). */
export function zodTextRule(schema: z.ZodType, field: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      throw new Error(issueMessage(result.error.issues[0], field));
    },
  };
}

/** "keywords.0" → ["keywords"]: list items sit on the list's form item. */
function defaultFieldPath(field: string): (string | number)[] {
  return field.split('.').filter((s) => !/^\d+$/.test(s));
}

function isFieldErrors(data: unknown): data is FieldError[] {
  return (
    Array.isArray(data) && data.every((d) => typeof d === 'object' && d !== null && 'field' in d && 'message' in d)
  );
}

/**
 * Puts a 40000 answer's field errors (already in the person's language) on the form's
 * fields. Returns whether any field matched; fields the form does not have are ignored.
 */
export function applyServerErrors(form: FormInstance, err: unknown, mapField = defaultFieldPath): boolean {
  if (!(err instanceof ApiError) || !isFieldErrors(err.data)) return false;
  const known = new Set(Object.keys(flatten(form.getFieldsValue(true))));
  const fields = err.data
    .map((e) => ({ name: mapField(e.field), errors: [e.message] }))
    .filter((f) => known.has(f.name.join('.')) || known.has(String(f.name[0])));
  form.setFields(fields);
  return fields.length > 0;
}

function flatten(value: unknown, prefix = '', out: Record<string, true> = {}): Record<string, true> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out[prefix] = true;
  return out;
}
