import './record-table.css';
import { useState } from 'react';
import { Button, Dropdown, Popconfirm, Space } from 'antd';
import {
  CheckCircleOutlined,
  CloseOutlined,
  DeleteOutlined,
  DiffOutlined,
  DownloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { BulkAction, BulkResult } from '@yaoshi/contracts';
import { EXPORT_FORMATS } from '@yaoshi/contracts/catalogue/options';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { compareQuery, isCompareKind, MAX_COMPARE, MIN_COMPARE } from '@/lib/compare-params';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user';
import { BulkActionsSummary } from './BulkActionsSummary';
import { canExportSelected, EXPORT_SELECTED_MAX, keptAfter, runBulk } from './bulk-api';
import { downloadFile, saveFile } from './download';
import { invalidateRecords, type RecordPath } from './record-api';
import { useIsAdmin } from './use-is-admin';

export interface BulkActionsProps {
  path: RecordPath;
  /** Selected ids, in the order they were picked. */
  selected: number[];
  onSelect: (ids: number[]) => void;
}

/**
 * The bar over a list while rows are selected: how many, clear, export the selected rows
 * (everyone who may read this kind), compare 2–4 of them, and for admins set online / offline and delete
 * (each confirmed with the count) —
 * one request per 500 rows, answered by a summary of what was done and what blocked it.
 */
export function BulkActions({ path, selected, onSelect }: BulkActionsProps) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<BulkAction | 'export' | null>(null);
  const signedIn = useUserStore((s) => s.role !== '');
  // Everyone exports the rows they can read (samples and reports once signed in).
  const canExport = admin || canExportSelected(path, signedIn);
  const canCompare = isCompareKind(path) && selected.length >= MIN_COMPARE && selected.length <= MAX_COMPARE;
  if (selected.length === 0) return null;

  const run = async (action: BulkAction) => {
    setBusy(action);
    try {
      const result: BulkResult = await runBulk(path, action, selected);
      onSelect(keptAfter(result));
      await invalidateRecords();
      const trouble = result.blocked.length + result.failed.length + result.missing.length;
      const counts = {
        done: result.done.length,
        unchanged: result.unchanged.length,
        blocked: result.blocked.length,
        missing: result.missing.length,
        failed: result.failed.length,
      };
      // One message: a toast when all went through, else the summary dialog alone.
      if (trouble === 0) void feedback.message.success(t(`lists.bulk.done.${action}`, counts));
      else
        feedback.modal.warning({
          title: t('lists.bulk.summary.title'),
          width: 560,
          content: <BulkActionsSummary result={result} />,
        });
    } catch {
      // The API client has told the person.
    } finally {
      setBusy(null);
    }
  };

  const exportSelected = async (format: string) => {
    if (selected.length > EXPORT_SELECTED_MAX) {
      void feedback.message.warning(t('lists.bulk.exportTooMany', { max: EXPORT_SELECTED_MAX }));
      return;
    }
    setBusy('export');
    try {
      const file = await downloadFile(
        `/api/${path}/export`,
        { ids: selected.join(','), format },
        `${path}-selected.${format}`,
      );
      saveFile(file);
      void feedback.message.success(t('catalogue.export.done', { name: file.filename }));
    } catch {
      // The API client has told the person.
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="bulk-bar" role="region" aria-label={t('lists.bulk.region')} data-testid="bulk-bar">
      <span className="bulk-bar__count" aria-live="polite">
        {t('lists.bulk.selected', { count: selected.length })}
      </span>
      <Button size="small" type="text" icon={<CloseOutlined />} onClick={() => onSelect([])} data-testid="bulk-clear">
        {t('lists.bulk.clear')}
      </Button>
      <Space wrap size={8} className="bulk-bar__actions">
        {/* 2–4 matters, products or samples side by side (the comparison page). */}
        {canCompare && (
          <Button
            size="small"
            icon={<DiffOutlined />}
            onClick={() => void navigate(`/formList/compare?${compareQuery(path, selected)}`)}
            data-testid="bulk-compare"
          >
            {t('lists.bulk.compare')}
          </Button>
        )}
        {canExport && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: EXPORT_FORMATS.map((f) => ({ key: f, label: t(`catalogue.export.${f}`) })),
              onClick: ({ key }) => void exportSelected(key),
            }}
          >
            <Button size="small" icon={<DownloadOutlined />} loading={busy === 'export'} data-testid="bulk-export">
              {t('lists.bulk.export')}
            </Button>
          </Dropdown>
        )}
        {admin && (
          <>
            {/* Publishing or withdrawing many records at once is as consequential as deleting them: it asks first. */}
            {(['online', 'offline'] as const).map((action) => (
              <Popconfirm
                key={action}
                title={t(`lists.bulk.${action}Confirm`, { count: selected.length })}
                description={t(`lists.bulk.${action}Hint`)}
                okText={t(`lists.bulk.${action}`)}
                cancelText={t('catalogue.action.cancel')}
                onConfirm={() => run(action)}
              >
                <Button
                  size="small"
                  icon={action === 'online' ? <CheckCircleOutlined /> : <StopOutlined />}
                  loading={busy === action}
                  disabled={busy !== null}
                  data-testid={`bulk-${action}`}
                >
                  {t(`lists.bulk.${action}`)}
                </Button>
              </Popconfirm>
            ))}
            <Popconfirm
              title={t('lists.bulk.deleteConfirm', { count: selected.length })}
              description={t('lists.bulk.deleteHint')}
              okText={t('catalogue.action.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('catalogue.action.cancel')}
              onConfirm={() => run('delete')}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={busy === 'delete'}
                disabled={busy !== null}
                data-testid="bulk-delete"
              >
                {t('lists.bulk.delete')}
              </Button>
            </Popconfirm>
          </>
        )}
        {!canExport && !admin && <span className="bulk-bar__note">{t('lists.bulk.nothingForRole')}</span>}
      </Space>
    </div>
  );
}
