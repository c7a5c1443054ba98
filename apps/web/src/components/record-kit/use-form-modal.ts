import { useEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';
import { showFieldErrors, validateOrShow } from './form-errors';
import { serverFieldErrors } from './zod-form';

/** What a record's create-or-edit dialog brings; the kit does the rest the same way for all. */
export interface FormModalSetup<V, I, S> {
  open: boolean;
  onClose: () => void;
  /** The values a new record starts from (also the form's initialValues). */
  empty: V;
  /**
   * The values the form opens with; undefined while they load. Memoise it (useCallback) on what it
   * reads: the form is filled again, and counts as unchanged, whenever it changes while open.
   */
  fill: () => V | undefined;
  /**
   * The form's values → what `save` is sent, checked with the contract schema (parseBody);
   * null when that check failed (it has shown the errors on the fields).
   */
  toInput: (values: V, form: FormInstance<V>) => I | null;
  save: { mutateAsync: (input: I) => Promise<S>; isPending: boolean };
  /** Message key said once saved. */
  savedKey: string;
  /** After the saved message, before the dialog closes (a draft's notice). */
  onSaved?: (saved: S, input: I) => void;
}

/**
 * The skeleton of a record's create-or-edit dialog: fills the form on opening and takes that as
 * unchanged; on OK validates every field (bringing the first bad one into view), checks the body
 * with the contract schema, saves, says so and closes; the server's field errors land on their
 * fields; closing with unsaved edits asks first. Render its result with FormModal.
 */
export function useFormModal<V, I, S>(setup: FormModalSetup<V, I, S>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  const { open, fill } = setup;

  useEffect(() => {
    if (!open) return;
    const values = fill();
    form.resetFields();
    if (values) form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    markPristine();
  }, [open, fill, form, markPristine]);

  const submit = async () => {
    const values = await validateOrShow(form, t);
    if (!values) return;
    const input = setup.toInput(values, form);
    if (!input) return;
    try {
      const saved = await setup.save.mutateAsync(input);
      void feedback.message.success(t(setup.savedKey));
      setup.onSaved?.(saved, input);
      unsaved.release();
      setup.onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = serverFieldErrors(err.data);
        form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
        showFieldErrors(
          form as FormInstance,
          fields.map((f) => f.name),
          t,
        );
      }
    }
  };

  return {
    form,
    open,
    empty: setup.empty,
    saving: setup.save.isPending,
    submit,
    cancel: () => unsaved.confirmDiscard(setup.onClose),
    onValuesChange: unsaved.onValuesChange,
  };
}

export type FormModalState<V> = Omit<ReturnType<typeof useFormModal<V, unknown, unknown>>, 'form'> & {
  form: FormInstance<V>;
};
