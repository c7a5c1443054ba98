import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LabMethod } from '@yaoshi/contracts';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user';
import { useDeleteMethod, useMethods } from '../api/methods-api';
import { MethodFormModal } from '../components/MethodFormModal';

const PAGE_SIZE = 20;
const range = (m: LabMethod) => `${m.range_low}–${m.range_high} ${m.unit}`;

/**
 * Validated methods (实验室 → 方法确认): everyone in the lab reads them; QA managers and curators
 * record and edit them. Each row shows what a report derives from it.
 */
export default function MethodsPage() {
  const { t } = useTranslation();
  const writer = useUserStore((s) => s.role === 'admin' || (s.info.capabilities ?? []).includes('qa_manager'));
  const [current, setCurrent] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<LabMethod | null>(null);
  const [open, setOpen] = useState(false);
  const query = useMethods({ current, pageSize: PAGE_SIZE, q: q || undefined });
  const remove = useDeleteMethod();
  const edit = (m: LabMethod | null) => {
    setEditing(m);
    setOpen(true);
  };

  return (
    <div className="page-container">
      <Card variant="borderless">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {t('methods.title')}
          </Typography.Title>
          {writer && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)} data-testid="method-new">
              {t('methods.new')}
            </Button>
          )}
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('methods.intro')}
        </Typography.Paragraph>
        <Input.Search
          allowClear
          placeholder={t('methods.search')}
          onSearch={(v) => {
            setQ(v.trim());
            setCurrent(1);
          }}
          style={{ maxWidth: 360, marginBottom: 12 }}
        />
        <ResponsiveTable<LabMethod>
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={query.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          data-testid="method-list"
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            onChange: setCurrent,
            showSizeChanger: false,
          }}
          columns={[
            {
              key: 'analyte',
              title: t('methods.col.analyte'),
              render: (_, m) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{m.analyte}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {m.standard_label}
                  </Typography.Text>
                </Space>
              ),
            },
            { key: 'name', title: t('methods.col.name'), dataIndex: 'name' },
            { key: 'range', title: t('methods.col.range'), render: (_, m) => range(m) },
            {
              key: 'lodLoq',
              title: t('methods.col.lodLoq'),
              render: (_, m) => `${m.lod ?? '—'} / ${m.loq ?? '—'}`,
            },
            {
              key: 'recovery',
              title: t('methods.col.recovery'),
              render: (_, m) => `${m.recovery_min}–${m.recovery_max} %`,
            },
            {
              key: 'precision',
              title: t('methods.col.precision'),
              render: (_, m) => t('methods.precision', { r: m.repeatability_rsd, R: m.reproducibility_rsd }),
            },
            {
              key: 'uncertainty',
              title: t('methods.col.uncertainty'),
              render: (_, m) => (
                <span data-testid={`method-uc-${m.id}`}>
                  {t('methods.ucShort', { value: m.combined_rel_text, k: m.coverage_k, n: m.components.length })}
                </span>
              ),
            },
            ...(writer
              ? [
                  {
                    key: 'ops',
                    title: t('catalogue.field.operations'),
                    render: (_: unknown, m: LabMethod) => (
                      <Space size={8}>
                        <Button
                          type="link"
                          size="small"
                          style={{ padding: 0 }}
                          onClick={() => edit(m)}
                          data-testid={`method-edit-${m.id}`}
                        >
                          {t('catalogue.action.edit')}
                        </Button>
                        <Popconfirm
                          title={t('methods.deleteConfirm', { name: m.name })}
                          okText={t('catalogue.action.delete')}
                          cancelText={t('common.cancel')}
                          onConfirm={async () => {
                            await remove.mutateAsync(m.id);
                            void feedback.message.success(t('methods.deleted'));
                          }}
                        >
                          <Button type="link" size="small" danger style={{ padding: 0 }}>
                            {t('catalogue.action.delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <MethodFormModal open={open} editing={editing} onClose={() => setOpen(false)} />
    </div>
  );
}
