import './records.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Form, Skeleton, Space, type FormInstance } from 'antd';
import type { z } from 'zod';
import { CODE } from '@yaoshi/contracts/errors';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useFormUnsavedChanges } from '../../lib/use-unsaved-changes';
import { invalidateRecords } from './record-api';
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
}

/**
 * Create/edit drawer of a record. Fields validate one by one with their contract schema;
 * on save the whole body is parsed with the same schema the server uses, and a 40000
 * answer from the server marks the fields it names. Closing it with unsaved changes (Esc, mask click,
 * the close or cancel button, leaving the page, closing the tab) asks first.
 */
export function RecordFormDrawer<S extends z.ZodType>(p: RecordFormDrawerProps<S>) {
  const { t } = useTranslation();
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
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const body = parseBody(p.schema, p.toBody(form.getFieldsValue(true) as Record<string, unknown>), form, t);
    if (!body) return;
    setSaving(true);
    try {
      const saved = await p.submit(body);
      void feedback.message.success(t('catalogue.form.saved'));
      // Saved: closing (and the navigation onSaved may start) must not ask.
      unsaved.release();
      await invalidateRecords();
      p.onSaved?.(saved);
      p.onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === CODE.VALIDATION) form.setFields(serverFieldErrors(err.data));
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
          scrollToFirstError
          onValuesChange={unsaved.onValuesChange}
        >
          {p.children}
        </Form>
      )}
    </Drawer>
  );
}
