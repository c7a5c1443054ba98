import { useState } from 'react';
import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Standard } from '@yaoshi/contracts';
import { RecordPicker } from '@/components/record-kit/RecordPicker';
import { OPTION_LISTS, selectOptions, useLang } from '@/components/record-kit/options';
import { feedback } from '@/lib/feedback';
import { type StandardQuery, useDeleteStandard, useStandards } from '../api/standards';
import { StandardFormModal } from '../components/StandardFormModal';
import { StandardsTable } from '../components/StandardsTable';

/** /list/standards (admins): the limits results are judged against, per matter or product type. */
export default function StandardList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [filter, setFilter] = useState<StandardQuery>({ current: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Standard | null>(null);
  const [creating, setCreating] = useState(false);
  const query = useStandards(filter);
  const remove = useDeleteStandard();
  const set = (patch: Partial<StandardQuery>) => setFilter((f) => ({ ...f, ...patch, current: 1 }));

  return (
    <div className="page-container">
      <Card
        variant="borderless"
        title={<h1 style={{ margin: 0, fontSize: 16 }}>{t('menu.list.standards')}</h1>}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="standard-create"
          >
            {t('standards.create')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('standards.intro')}
        </Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }} data-testid="standards-filters">
          <Select
            style={{ width: 150 }}
            aria-label={t('standards.field.scope')}
            value={filter.scope ?? ''}
            onChange={(v) =>
              set({
                scope: (v || undefined) as StandardQuery['scope'],
                ...(v === 'matter'
                  ? { product_type: undefined }
                  : v === 'product_type'
                    ? { matter_id: undefined }
                    : {}),
              })
            }
            options={[
              { value: '', label: t('standards.scope.all') },
              { value: 'matter', label: t('standards.scope.matter') },
              { value: 'product_type', label: t('standards.scope.product_type') },
            ]}
            data-testid="standards-scope"
          />
          <RecordPicker
            path="matters"
            value={filter.matter_id ?? null}
            onChange={(v) => set({ matter_id: (v as number | null) ?? undefined })}
            placeholder={t('standards.field.matter')}
            ariaLabel={t('standards.field.matter')}
            style={{ width: 200 }}
            testId="standards-matter"
          />
          <Select
            style={{ width: 160 }}
            allowClear
            aria-label={t('standards.field.productType')}
            placeholder={t('standards.field.productType')}
            value={filter.product_type}
            onChange={(v?: string) => set({ product_type: v })}
            options={selectOptions(OPTION_LISTS.productTypes, lang)}
            data-testid="standards-product-type"
          />
          <Input.Search
            allowClear
            style={{ width: 220 }}
            aria-label={t('standards.search')}
            placeholder={t('standards.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(v) => set({ q: v.trim() || undefined })}
            data-testid="standards-search"
          />
        </Space>
        {query.isError && <Alert type="error" title={t('catalogue.detail.loadError')} style={{ marginBottom: 12 }} />}
        <StandardsTable
          showTarget
          columnSetting="standards"
          rows={query.data?.list ?? []}
          loading={query.isFetching}
          onEdit={setEditing}
          onDelete={(s) =>
            remove.mutate(s.id, { onSuccess: () => void feedback.message.success(t('standards.deleted')) })
          }
          pagination={{
            current: filter.current,
            pageSize: filter.pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (current, pageSize) => setFilter((f) => ({ ...f, current, pageSize })),
          }}
        />
      </Card>
      <StandardFormModal
        open={creating || editing !== null}
        editing={editing}
        preset={
          filter.matter_id
            ? { scope: 'matter', matter_id: filter.matter_id }
            : filter.product_type
              ? { scope: 'product_type', product_type: filter.product_type }
              : undefined
        }
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </div>
  );
}
