import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { feedback } from '@/lib/feedback';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Where the first bad field is brought to: the middle of its scroll box, with the cursor in it. */
export const FIRST_ERROR_SCROLL = { block: 'center', focus: true } as const;

/**
 * Brings the first field with an error into view and focuses it, and says how many fields
 * need attention, so a form saved while scrolled elsewhere never fails out of sight.
 */
export function showFieldErrors(form: FormInstance, names: NamePath[], t: Translate): void {
  const first = names[0];
  if (first === undefined) return;
  form.scrollToField(first, FIRST_ERROR_SCROLL);
  void feedback.message.error({
    content: t('catalogue.form.needsAttention', { count: names.length }),
    key: 'form-needs-attention',
  });
}

/** Validates every field: the values, or null once the errors are shown (see showFieldErrors). */
export async function validateOrShow<T>(form: FormInstance<T>, t: Translate): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (err) {
    const fields = (err as { errorFields?: { name: NamePath }[] }).errorFields ?? [];
    showFieldErrors(
      form as FormInstance,
      fields.map((f) => f.name),
      t,
    );
    return null;
  }
}

/** Props of a Form submitted through onFinish: the same scroll, focus and count on failure. */
export function finishFailedProps(form: FormInstance, t: Translate) {
  return {
    onFinishFailed: ({ errorFields }: { errorFields: { name: NamePath }[] }) =>
      showFieldErrors(
        form,
        errorFields.map((f) => f.name),
        t,
      ),
  };
}
