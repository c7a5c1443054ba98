import { useState } from 'react';
import { Alert, Button, Flex, Grid, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportProgress, ImportResult } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { getStoredLocale } from '@/lib/locale';
import { downloadFile, saveFile } from './download';
import { invalidateRecords, type RecordPath } from './record-api';
import { importSheet } from './upload-api';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import a sheet in two steps: a dry run shows every row's problems; commit writes all rows
 * in one transaction (or none), and is offered only when the dry run is clean.
 */
export function ImportDialog({ path, open, onClose }: { path: RecordPath; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'dry-run' | 'commit' | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  // A phone gets two columns (row and column stacked, then the problem) instead of a sideways scroll.
  const narrow = Grid.useBreakpoint().sm === false;

  /** The XLSX template in the UI's language (header labels, allowed values, an example row). */
  const downloadTemplate = async () => {
    setFetchingTemplate(true);
    try {
      const lang = getStoredLocale();
      saveFile(await downloadFile(`/api/${path}/import-template`, { lang }, `${path}-import-template-${lang}.xlsx`));
    } catch {
      // Told by the API client.
    } finally {
      setFetchingTemplate(false);
    }
  };

  const close = () => {
    onClose();
    setFile(null);
    setResult(null);
  };
  const run = async (mode: 'dry-run' | 'commit', f: File) => {
    setBusy(mode);
    setProgress(null);
    try {
      const res = await importSheet(path, f, mode, setProgress);
      if (mode === 'commit') {
        void feedback.message.success(t('catalogue.import.committed', { created: res.created, updated: res.updated }));
        await invalidateRecords();
        close();
      } else setResult(res);
    } catch {
      // Told by the API client.
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('catalogue.import.title')}
      width={760}
      onCancel={close}
      destroyOnHidden
      rootClassName="records-import"
      footer={
        <Space>
          <Button onClick={close}>{t('catalogue.action.cancel')}</Button>
          <Button
            type="primary"
            disabled={!file || !result || result.errors.length > 0 || result.valid === 0}
            loading={busy === 'commit'}
            onClick={() => file && void run('commit', file)}
          >
            {t('catalogue.import.commit')}
          </Button>
        </Space>
      }
    >
      <Flex gap={12} align="center" justify="space-between" wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 260px' }}>
          {t('catalogue.import.templateHint')}
        </Typography.Text>
        <Button
          icon={<FileExcelOutlined />}
          loading={fetchingTemplate}
          onClick={() => void downloadTemplate()}
          data-testid="import-template"
        >
          {t('catalogue.import.template')}
        </Button>
      </Flex>
      <Upload.Dragger
        accept={ACCEPT}
        maxCount={1}
        showUploadList={false}
        beforeUpload={(f) => {
          setFile(f);
          setResult(null);
          void run('dry-run', f);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{file ? file.name : t('catalogue.import.drop')}</p>
        <p className="ant-upload-hint">{t('catalogue.import.hint')}</p>
      </Upload.Dragger>
      {busy === 'dry-run' && !progress && (
        <Alert style={{ marginTop: 16 }} type="info" title={t('catalogue.import.checking')} />
      )}
      {busy && progress && (
        <div style={{ marginTop: 16 }} data-testid="import-progress" aria-live="polite">
          <Progress percent={Math.floor((progress.checked / Math.max(progress.total, 1)) * 100)} status="active" />
          <span>
            {t(busy === 'commit' ? 'catalogue.import.progressWritten' : 'catalogue.import.progressChecked', progress)}
          </span>
        </div>
      )}
      {result && (
        <div style={{ marginTop: 16 }} data-testid="import-result">
          <Alert
            type={result.errors.length ? 'error' : 'success'}
            title={t(result.errors.length ? 'catalogue.import.hasErrors' : 'catalogue.import.clean', {
              count: result.total,
              valid: result.valid,
              errors: result.errors.length,
            })}
          />
          {result.errors.length > 0 && (
            <Table
              style={{ marginTop: 12 }}
              size="small"
              rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
              dataSource={result.errors}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              data-testid="import-errors"
              columns={[
                ...(narrow
                  ? [
                      {
                        key: 'where',
                        title: `${t('catalogue.import.row')} / ${t('catalogue.import.column')}`,
                        width: 96,
                        render: (_: unknown, r: ImportResult['errors'][number]) => (
                          <>
                            <div>{r.row}</div>
                            <Typography.Text type="secondary">{r.column ?? r.field}</Typography.Text>
                          </>
                        ),
                      },
                    ]
                  : [
                      { key: 'row', title: t('catalogue.import.row'), dataIndex: 'row', width: 64 },
                      {
                        key: 'column',
                        title: t('catalogue.import.column'),
                        width: 140,
                        // The column as the sheet shows it (its label); the field code when the server gave none.
                        render: (_: unknown, r: ImportResult['errors'][number]) => r.column ?? r.field,
                      },
                    ]),
                { key: 'message', title: t('catalogue.import.message'), dataIndex: 'message' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
