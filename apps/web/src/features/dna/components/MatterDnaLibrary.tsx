import type { ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { DNA_LIBRARY_MARKERS, type DnaBarcode, type MaterialDna, dnaBarcodeInputSchema } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../features/records/DetailHeader';
import { DnaBarcode as DnaBarcodeView } from '../../../features/records/DnaBarcode';
import { validateOrShow } from '../../../features/records/form-errors';
import { useIsAdmin } from '../../../features/records/use-is-admin';
import { useZodRules } from '../../../features/records/use-zod-rules';
import { feedback } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { errorText, useDeleteBarcode, useDnaBarcodes, useImportFasta, useSaveBarcode } from '../api/dna-api';
import '../dna.css';
import { useFormUnsavedChanges } from '../../../lib/use-unsaved-changes';

/**
 * The matter's DNA barcodes. The representative one (`material_dna`, ITS2 first) is shown to
 * everyone; signed-in users see the whole reference library of the matter; admins add, edit,
 * delete and import FASTA here.
 */
export function MatterDnaLibrary({
  matterId,
  materialNum,
  latinName,
  dna,
}: {
  matterId: number;
  materialNum: string;
  latinName: string;
  dna: MaterialDna | null | undefined;
}) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => Boolean(s.role));
  const admin = useIsAdmin();
  const [page, setPage] = useState(1);
  const list = useDnaBarcodes({ matter_id: matterId, current: page, pageSize: 10 }, signedIn);
  const remove = useDeleteBarcode();
  const [editing, setEditing] = useState<DnaBarcode | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <Section
      title={t('catalogue.dna.title')}
      id="matter-dna"
      extra={
        admin ? (
          <Space wrap>
            <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="dna-add">
              {t('dna.library.add')}
            </Button>
            <Button size="small" icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="dna-import">
              {t('dna.library.import')}
            </Button>
          </Space>
        ) : undefined
      }
    >
      <DnaBarcodeView dna={dna} />
      {signedIn && (
        <div style={{ marginTop: 16 }} data-testid="dna-library">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('dna.library.title', { n: list.data?.total ?? 0 })}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('dna.library.hint')}
          </Typography.Paragraph>
          {list.isError ? (
            <Alert type="error" title={t('catalogue.detail.loadError')} />
          ) : (
            <Table<DnaBarcode>
              size="small"
              rowKey="id"
              loading={list.isPending}
              dataSource={list.data?.list ?? []}
              scroll={{ x: 560 }}
              locale={{ emptyText: t('dna.library.empty') }}
              pagination={
                (list.data?.total ?? 0) > 10
                  ? { current: page, pageSize: 10, total: list.data?.total, onChange: setPage, showSizeChanger: false }
                  : false
              }
              columns={[
                {
                  title: t('dna.col.species'),
                  dataIndex: 'species',
                  render: (v: string, b) => (
                    <>
                      <i>{v}</i> {b.is_demo && <Tag data-testid="dna-demo-tag">{t('dna.demo')}</Tag>}
                    </>
                  ),
                },
                { title: t('dna.col.marker'), dataIndex: 'marker', width: 100 },
                {
                  title: t('dna.col.length'),
                  dataIndex: 'length',
                  width: 90,
                  align: 'right',
                  render: (v: number) => `${v} bp`,
                },
                { title: t('dna.col.source'), dataIndex: 'source', render: (v: string) => v || '-' },
                ...(admin
                  ? [
                      {
                        title: t('dna.actions'),
                        key: 'actions',
                        width: 110,
                        render: (_: unknown, b: DnaBarcode) => (
                          <Space size={4}>
                            <Button
                              size="small"
                              type="link"
                              icon={<EditOutlined />}
                              aria-label={t('catalogue.action.edit')}
                              onClick={() => setEditing(b)}
                            />
                            <Popconfirm
                              title={t('dna.library.deleteConfirm')}
                              onConfirm={() =>
                                remove.mutate(b.id, {
                                  onSuccess: () => void feedback.message.success(t('dna.deleted')),
                                })
                              }
                            >
                              <Button
                                size="small"
                                type="link"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={t('catalogue.action.delete')}
                              />
                            </Popconfirm>
                          </Space>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </div>
      )}
      {admin && editing !== null && (
        <BarcodeModal
          matterId={matterId}
          species={latinName.match(/^[A-Z][a-z-]+ [a-z-]+/)?.[0] ?? ''}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {admin && importing && (
        <ImportModal matterId={matterId} materialNum={materialNum} onClose={() => setImporting(false)} />
      )}
    </Section>
  );
}

function BarcodeModal({
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

function ImportModal({
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
