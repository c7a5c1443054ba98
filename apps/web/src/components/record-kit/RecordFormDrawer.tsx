import './records.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Form, Skeleton, Space, type FormInstance } from 'antd';
import type { z } from 'zod';
import { CODE } from '@yaoshi/contracts/errors';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';
import { announceDraft } from './draft-notice';
import { FIRST_ERROR_SCROLL, showFieldErrors, validateOrShow } from './form-errors';
import { invalidateRecords, type RecordPath } from './record-api';
import { useIsAdmin } from './use-is-admin';
import { parseBody, serverFieldErrors } from './zod-form';

export interface RecordFormDrawerProps<S extends z.ZodType> {
  open: boolean;
  title: string;
  onClose: () => void;
  form: FormInstance;
  /** Still loading the record to edit. */
  loading?: boolean;
  initialValues?: Record<string, unknown>;
  /** Form values → request body (dates to Unix seconds, …). */
  toBody: (values: Record<string, unknown>) => unknown;
  /** The contract schema of the body (create or update). */
  schema: S;
  submit: (body: z.output<S>) => Promise<{ id: number }>;
  onSaved?: (saved: { id: number }) => void;
  children: ReactNode;
  width?: number;
  /** Class on the drawer root, for tests and styling. */
  testId?: string;
  /** Set on a create: a record saved as a draft is announced as such, with a Publish button for curators. */
  draft?: { path: RecordPath; name: (body: Record<string, unknown>) => string };
}

/**
 * Create/edit drawer of a record. Fields validate one by one with their contract schema;
 * on save the whole body is parsed with the same schema the server uses, and a 40000
 * answer from the server marks the fields it names; either way the first bad field is brought into
 * view and focused, and a message says how many need attention. Closing it with unsaved changes (Esc, mask click,
 * the close or cancel button, leaving the page, closing the tab) asks first.
 */
export function RecordFormDrawer<S extends z.ZodType>(p: RecordFormDrawerProps<S>) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const [saving, setSaving] = useState(false);
  const { form, open, loading, initialValues } = p;
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  const requestClose = () => unsaved.confirmDiscard(p.onClose);

  useEffect(() => {
    if (open && !loading) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues);
      markPristine();
    }
  }, [open, loading, initialValues, form, markPristine]);

  const save = async () => {
    if ((await validateOrShow(form, t)) === null) return;
    const body = parseBody(p.schema, p.toBody(form.getFieldsValue(true) as Record<string, unknown>), form, t);
    if (!body) return;
    setSaving(true);
    try {
      const saved = await p.submit(body);
      void feedback.message.success(t('catalogue.form.saved'));
      // Saved: closing (and the navigation onSaved may start) must not ask.
      unsaved.release();
      await invalidateRecords();
      const sent = body as Record<string, unknown>;
      if (p.draft && sent.status === 'offline') {
        announceDraft({ path: p.draft.path, id: saved.id, name: p.draft.name(sent), canPublish: admin, t });
      }
      p.onSaved?.(saved);
      p.onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === CODE.VALIDATION) {
        const fields = serverFieldErrors(err.data);
        form.setFields(fields);
        showFieldErrors(
          form,
          fields.map((f) => f.name),
          t,
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={p.title}
      size={p.width ?? 760}
      onClose={requestClose}
      destroyOnHidden
      rootClassName={p.testId}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={requestClose}>{t('catalogue.action.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={loading}
            onClick={() => void save()}
            data-testid="form-save"
          >
            {t('catalogue.action.save')}
          </Button>
        </Space>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          className="records-form"
          scrollToFirstError={FIRST_ERROR_SCROLL}
          onValuesChange={unsaved.onValuesChange}
        >
          {p.children}
        </Form>
      )}
    </Drawer>
  );
}
