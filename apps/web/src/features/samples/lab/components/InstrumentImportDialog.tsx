import { useState } from 'react';
import { Alert, Button, Grid, Modal, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstrumentImportResult, InstrumentImportRow, InstrumentProfile, Worksheet } from '@yaoshi/contracts';
import { feedback } from '@/lib/feedback';
import './instrument-import.css';
import { useInstrumentImport, useInstrumentProfiles } from '../api/instrument-api';
import { InstrumentProfileDialog } from './InstrumentProfileDialog';

/** What a matched row will write, as the report shows it. */
function written(r: InstrumentImportRow, below: { lod: string; loq: string }): string {
  if (r.below === 'lod') return below.lod;
  if (r.below === 'loq') return below.loq;
  return r.result ?? '';
}

/**
 * Loads an instrument's CSV or XLSX into the worksheet: pick (or make) the instrument's profile,
 * choose the file, see every row matched or refused (row, column, reason), then confirm.
 */
export function InstrumentImportDialog({ sheet, onClose }: { sheet: Worksheet; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  // A phone shows each row as a short block: the reason is what matters, and a wide table hides it.
  const wide = Grid.useBreakpoint().md ?? true;
  const profiles = useInstrumentProfiles(true);
  const [profileId, setProfileId] = useState<number | null>(null);
  const [editing, setEditing] = useState<InstrumentProfile | null | 'new'>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<InstrumentImportResult | null>(null);
  const load = useInstrumentImport(sheet.id);
  const items = [...new Set(sheet.items.map((i) => i.item))];
  const profile = (profiles.data ?? []).find((p) => p.id === profileId) ?? null;

  const check = async () => {
    if (!file || profileId === null) return;
    setChecked(null);
    try {
      setChecked(await load.mutateAsync({ file, profileId, mode: 'dry-run' }));
    } catch {
      // The API client has shown why.
    }
  };
  const confirm = async () => {
    if (!file || !checked) return;
    try {
      const done = await load.mutateAsync({
        file,
        profileId: checked.profile_id,
        mode: 'commit',
        sha256: checked.sha256,
      });
      message.success(t('instrument.done', { count: done.written }));
      onClose();
    } catch {
      // The API client has shown why (a file changed since the dry run: check it again).
      setChecked(null);
    }
  };

  const below = { lod: t('instrument.belowLod'), loq: t('instrument.belowLoq') };
  const columns = [
    { title: t('instrument.col.row'), dataIndex: 'row', width: 56 },
    {
      title: t('instrument.col.status'),
      dataIndex: 'status',
      width: 92,
      render: (s: InstrumentImportRow['status']) => (
        <Tag color={s === 'matched' ? 'success' : 'error'}>{t(`instrument.status.${s}`)}</Tag>
      ),
    },
    {
      title: t('instrument.col.target'),
      key: 'target',
      render: (_: unknown, r: InstrumentImportRow) =>
        r.target === 'qc' ? `${t('instrument.qcPosition')} ${r.position_label}` : r.sample_num || r.key,
    },
    {
      title: t('instrument.col.item'),
      key: 'item',
      render: (_: unknown, r: InstrumentImportRow) => r.item || r.analyte,
    },
    {
      title: t('instrument.col.value'),
      key: 'value',
      render: (_: unknown, r: InstrumentImportRow) => (
        <span className="records-mono">{r.status === 'matched' ? written(r, below) : r.value}</span>
      ),
    },
    { title: t('instrument.col.column'), dataIndex: 'column', render: (c: string | null) => c ?? '' },
    { title: t('instrument.col.reason'), dataIndex: 'message', width: 260 },
  ];

  return (
    <Modal
      open
      title={t('instrument.title', { num: sheet.num })}
      onCancel={onClose}
      width={960}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('instrument.cancel')}
        </Button>,
        <Button
          key="check"
          onClick={check}
          loading={load.isPending && !checked}
          disabled={!file || profileId === null}
          data-testid="instrument-check"
        >
          {t('instrument.check')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          onClick={confirm}
          loading={load.isPending && !!checked}
          disabled={!checked || checked.matched === 0}
          data-testid="instrument-confirm"
        >
          {t('instrument.confirm', { count: checked?.matched ?? 0 })}
        </Button>,
      ]}
      data-testid="instrument-import-dialog"
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('instrument.intro')}
        </Typography.Paragraph>
        <Space wrap>
          <Select
            style={{ minWidth: 220 }}
            loading={profiles.isLoading}
            placeholder={t('instrument.chooseProfile')}
            value={profileId ?? undefined}
            onChange={(v: number) => {
              setProfileId(v);
              setChecked(null);
            }}
            options={(profiles.data ?? []).map((p) => ({
              value: p.id,
              label: p.instrument ? `${p.name} · ${p.instrument}` : p.name,
            }))}
            data-testid="instrument-profile"
          />
          <Button onClick={() => setEditing('new')} data-testid="instrument-profile-new">
            {t('instrument.profile.new')}
          </Button>
          <Button disabled={!profile} onClick={() => setEditing(profile)} data-testid="instrument-profile-edit">
            {t('instrument.profile.edit')}
          </Button>
        </Space>
        <Upload
          accept=".csv,.txt,.xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setChecked(null);
            return false;
          }}
          onRemove={() => {
            setFile(null);
            setChecked(null);
          }}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <Button data-testid="instrument-file">{t('instrument.chooseFile')}</Button>
        </Upload>
        {checked && (
          <>
            <Alert
              type={checked.refused === 0 ? 'success' : 'warning'}
              showIcon
              data-testid="instrument-summary"
              title={t('instrument.summary', { matched: checked.matched, refused: checked.refused })}
              description={checked.matched > 0 ? t('instrument.nothingYet') : t('instrument.nothingToWrite')}
            />
            {wide ? (
              <Table<InstrumentImportRow>
                size="small"
                rowKey="row"
                columns={columns}
                dataSource={checked.rows}
                scroll={{ x: 840 }}
                pagination={checked.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
                data-testid="instrument-rows"
              />
            ) : (
              <ol className="instrument-rows-phone" data-testid="instrument-rows">
                {checked.rows.map((r) => (
                  <li key={r.row}>
                    <Space size={6} wrap>
                      <span>{t('instrument.rowN', { row: r.row })}</span>
                      <Tag color={r.status === 'matched' ? 'success' : 'error'}>
                        {t(`instrument.status.${r.status}`)}
                      </Tag>
                      <span>
                        {r.target === 'qc'
                          ? `${t('instrument.qcPosition')} ${r.position_label}`
                          : r.sample_num || r.key}
                      </span>
                      <span>{r.item || r.analyte}</span>
                      <span className="records-mono">{r.status === 'matched' ? written(r, below) : r.value}</span>
                    </Space>
                    {r.status === 'refused' && (
                      <Typography.Text type="danger" style={{ display: 'block' }}>
                        {r.message}
                      </Typography.Text>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </Space>
      {editing !== null && (
        <InstrumentProfileDialog
          profile={editing === 'new' ? null : editing}
          items={items}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setProfileId(saved.id);
              setChecked(null);
            }
          }}
        />
      )}
    </Modal>
  );
}
