import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormModalState } from './use-form-modal';

/**
 * A record's create-or-edit dialog around a vertical form, driven by useFormModal: one look and
 * one behaviour (OK saves, Cancel asks before dropping edits, the form is kept mounted so its
 * fields can be filled before the first open) for every such dialog.
 */
export function FormModal<V>({
  state,
  title,
  okText,
  testId,
  loading,
  width = 760,
  children,
}: {
  state: FormModalState<V>;
  title: string;
  okText: string;
  testId: string;
  /** The record being edited is still loading. */
  loading?: boolean;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={state.open}
      title={title}
      width={width}
      onCancel={state.cancel}
      onOk={() => void state.submit()}
      okText={okText}
      cancelText={t('common.cancel')}
      confirmLoading={state.saving}
      loading={loading}
      destroyOnHidden
      forceRender
    >
      <Form<V>
        form={state.form}
        layout="vertical"
        initialValues={state.empty as object}
        data-testid={testId}
        onValuesChange={state.onValuesChange}
      >
        {children}
      </Form>
    </Modal>
  );
}
