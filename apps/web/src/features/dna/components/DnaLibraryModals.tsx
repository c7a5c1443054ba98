import type { ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { DNA_LIBRARY_MARKERS, type DnaBarcode, dnaBarcodeInputSchema } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { validateOrShow } from '@/components/record-kit/form-errors';
import { useZodRules } from '@/components/record-kit/use-zod-rules';
import { feedback } from '@/lib/feedback';
import { errorText, useImportFasta, useSaveBarcode } from '../api/dna-api';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';

/** The admins' barcode and FASTA import dialogs of MatterDnaLibrary (loaded on first use). */
export function BarcodeModal({
  matterId,
  species,
  editing,
  onClose,
}: {
  matterId: number;
  species: string;
  editing: DnaBarcode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const save = useSaveBarcode();
  const rules = useZodRules(dnaBarcodeInputSchema.shape);
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;
  useEffect(() => markPristine(), [markPristine]);
  const submit = async () => {
    const v = await validateOrShow(form, t);
    if (!v) return;
    const body = { species: v.species, marker: v.marker, sequence: v.sequence, source: v.source ?? '' };
    save.mutate(
      { id: editing?.id ?? null, body: editing ? body : { ...body, matter_id: matterId } },
      {
        onSuccess: () => {
          void feedback.message.success(t(editing ? 'dna.updated' : 'dna.created'));
          unsaved.release();
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      title={t(editing ? 'dna.library.edit' : 'dna.library.add')}
      onCancel={() => unsaved.confirmDiscard(onClose)}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      okText={t('dna.save')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing ?? { species, marker: 'ITS2', sequence: '', source: '' }}
        data-testid="dna-barcode-form"
        onValuesChange={unsaved.onValuesChange}
      >
        <Form.Item name="species" label={t('dna.col.species')} rules={rules('species')}>
          <Input placeholder="Lycium barbarum" />
        </Form.Item>
        <Form.Item name="marker" label={t('dna.col.marker')} rules={rules('marker')}>
          <Select options={DNA_LIBRARY_MARKERS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="sequence" label={t('catalogue.dna.sequence')} rules={rules('sequence')}>
          <Input.TextArea className="dna-seq-input" rows={6} />
        </Form.Item>
        <Form.Item
          name="source"
          label={t('dna.col.source')}
          rules={rules('source')}
          extra={t('dna.library.sourceHint')}
        >
          <Input placeholder="MN123456.1" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ImportModal({
  matterId,
  materialNum,
  onClose,
}: {
  matterId: number;
  materialNum: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const run = useImportFasta();
  return (
    <Modal
      open
      title={t('dna.library.import')}
      onCancel={onClose}
      okText={t('dna.library.importRun')}
      okButtonProps={{ disabled: !text.trim(), 'data-testid': 'dna-import-run' } as ButtonProps}
      confirmLoading={run.isPending}
      onOk={() =>
        run.mutate(
          { fasta: text, matter_id: matterId },
          {
            onSuccess: (r) => {
              void feedback.message.success(t('dna.library.imported', r));
              onClose();
            },
          },
        )
      }
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('dna.library.importHint')}
      </Typography.Paragraph>
      <pre className="dna-align" style={{ fontSize: 11 }}>
        {`>${materialNum}|ITS2|Lycium barbarum|MN123456.1\nATGCGATACTTGGTGTGAATTGCAGAATCCCGTGAACCATCGAGTC…`}
      </pre>
      <Input.TextArea
        className="dna-seq-input"
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('dna.library.import')}
        data-testid="dna-import-text"
      />
      {run.error && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={errorText(run.error)}
          data-testid="dna-import-error"
        />
      )}
    </Modal>
  );
}
