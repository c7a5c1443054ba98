import { Button, Space, Tag, Typography, Popconfirm } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Standard, testItemEnglish, testMethodEnglish } from '@yaoshi/contracts';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { labelOf, OPTION_LISTS, useLang } from '@/components/record-kit/options';
import { detailPath } from '@/components/record-kit/paths';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { useColumnSetting } from '@/components/record-kit/use-list-shaping';
import { GlossaryTerm } from '@/components/record-kit/translation-marks';
import { standardLimit } from './limit-format';

/** Limits with their method and source; admins get edit and delete on each row. */
export function StandardsTable({
  rows,
  loading,
  showTarget,
  onEdit,
  onDelete,
  pagination = false,
  testId = 'standards-table',
  columnSetting = null,
}: {
  rows: Standard[];
  loading?: boolean;
  /** Show which matter or product type each row is for (the standards page). */
  showTarget?: boolean;
  onEdit?: (s: Standard) => void;
  onDelete?: (s: Standard) => void;
  pagination?: false | TablePaginationConfig;
  testId?: string;
  /** The list id of its column setting (the standards page); null: not shaped (a section of a page). */
  columnSetting?: string | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const all: RecordColumn<Standard>[] = [
    ...(showTarget
      ? [
          {
            key: 'target',
            title: t('standards.field.target'),
            width: 160,
            render: (_: unknown, s: Standard) =>
              s.scope === 'matter' ? (
                <Link to={detailPath('MatterDetail', s.matter_id ?? 0)}>
                  <span className="records-mono">{s.material_num}</span> {s.matter_name}
                </Link>
              ) : (
                <Tag>{labelOf(OPTION_LISTS.productTypes, s.product_type, lang)}</Tag>
              ),
          },
        ]
      : []),
    {
      key: 'item',
      title: t('standards.field.item'),
      width: 150,
      render: (_, s) => (
        <>
          {/* As English reports name it: the glossary rendering, marked; else the Chinese, marked. */}
          <GlossaryTerm zh={s.item} en={testItemEnglish(s.item)} />
          {s.form && (
            <Tag lang="zh-CN" data-testid="standard-form" style={{ marginInlineStart: 6 }}>
              {s.form}
            </Tag>
          )}
          {s.note && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} lang="zh-CN">
              {s.note}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'limit',
      title: t('standards.field.limit'),
      width: 120,
      render: (_, s) =>
        standardLimit(s) || <Typography.Text type="secondary">{t('standards.noLimit')}</Typography.Text>,
    },
    {
      key: 'method',
      title: t('standards.field.method'),
      width: 200,
      // Seeded from the monograph with the same text its page shows (monographTestMethod).
      render: (_, s) => (s.method ? <GlossaryTerm zh={s.method} en={testMethodEnglish(s.method)} /> : '-'),
    },
    {
      key: 'source',
      title: t('standards.field.source'),
      render: (_, s) => (
        <Space size={4} wrap>
          <Tag>{t(`standards.sourceKind.${s.source_kind}`)}</Tag>
          <span lang="zh-CN">{s.source}</span>
        </Space>
      ),
    },
    ...(onEdit || onDelete
      ? [
          {
            key: 'ops',
            title: t('catalogue.field.operations'),
            width: 120,
            render: (_: unknown, s: Standard) => (
              <Space size={8}>
                {onEdit && (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => onEdit(s)}
                    data-testid={`standard-edit-${s.id}`}
                  >
                    {t('catalogue.action.edit')}
                  </Button>
                )}
                {onDelete && (
                  <Popconfirm
                    title={t('standards.deleteConfirm', { item: s.item })}
                    onConfirm={() => onDelete(s)}
                    okText={t('standards.deleteOk')}
                    cancelText={t('common.cancel')}
                  >
                    <Button
                      type="link"
                      size="small"
                      danger
                      style={{ padding: 0 }}
                      data-testid={`standard-delete-${s.id}`}
                    >
                      {t('catalogue.action.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];
  const shaped = useColumnSetting<Standard>(columnSetting, all);
  return (
    <>
      {shaped.button && <div className="console-table-tools">{shaped.button}</div>}
      <ResponsiveTable<Standard>
        cardHead={showTarget ? ['target', 'item'] : ['item']}
        data-testid={testId}
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        locale={{ emptyText: t('standards.empty') }}
        scroll={{ x: shaped.columns.length === all.length ? (showTarget ? 1100 : 900) : 'max-content' }}
        columns={shaped.columns}
      />
    </>
  );
}
