import { Suspense, useState } from 'react';
import { Alert, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { DnaBarcode, MaterialDna } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, useIsNarrow } from '@/components/ResponsiveTable';
import { Section } from '@/components/record-kit/DetailHeader';
import { DnaBarcode as DnaBarcodeView } from '@/components/record-kit/DnaBarcode';
import { lazyNamed } from '@/components/record-kit/lazy';
import { useIsAdmin } from '@/components/record-kit/use-is-admin';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user';
import { useDeleteBarcode, useDnaBarcodes } from '../api/dna-api';
import { dnaStatement } from './dna-statement';
import '../dna.css';

// Admins only, on first use: the forms (zod rules, Select, Modal) stay off a reader's page.
const BarcodeModal = lazyNamed(() => import('./DnaLibraryModals'), 'BarcodeModal');
const ImportModal = lazyNamed(() => import('./DnaLibraryModals'), 'ImportModal');

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
  // On a phone the section's buttons keep only their icons, so the title is not cut and nothing overflows.
  const narrow = useIsNarrow();
  const [page, setPage] = useState(1);
  const list = useDnaBarcodes({ matter_id: matterId, current: page, pageSize: 10 }, signedIn);
  const remove = useDeleteBarcode();
  const [editing, setEditing] = useState<DnaBarcode | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const statement = dnaStatement(Boolean(dna?.sequence), signedIn && !list.isError, list.data?.total);
  return (
    <Section
      title={t('catalogue.dna.title')}
      id="matter-dna"
      extra={
        admin ? (
          <Space wrap>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="dna-add"
              aria-label={t('dna.library.add')}
              title={narrow ? t('dna.library.add') : undefined}
            >
              {narrow ? null : t('dna.library.add')}
            </Button>
            <Button
              size="small"
              icon={<ImportOutlined />}
              onClick={() => setImporting(true)}
              data-testid="dna-import"
              aria-label={t('dna.library.import')}
              title={narrow ? t('dna.library.import') : undefined}
            >
              {narrow ? null : t('dna.library.import')}
            </Button>
          </Space>
        ) : undefined
      }
    >
      {/* One statement: the barcode, or the library (with its sequences), or "no DNA barcode". */}
      {statement === 'barcode' || statement === 'none' ? <DnaBarcodeView dna={dna} /> : null}
      {list.isError && <Alert type="error" title={t('catalogue.detail.loadError')} />}
      {(statement === 'library' || (statement === 'barcode' && signedIn && !list.isError)) && (
        <div style={{ marginTop: 16 }} data-testid="dna-library">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('dna.library.title', { n: list.data?.total ?? 0 })}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t(statement === 'library' ? 'dna.library.hintNoReference' : 'dna.library.hint')}
          </Typography.Paragraph>
          {/* A phone (≤ 576 px) gets one card per sequence instead of a table scrolled sideways. */}
          <ResponsiveTable<DnaBarcode>
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
        </div>
      )}
      {admin && editing !== null && (
        <Suspense fallback={null}>
          <BarcodeModal
            matterId={matterId}
            species={latinName.match(/^[A-Z][a-z-]+ [a-z-]+/)?.[0] ?? ''}
            editing={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {admin && importing && (
        <Suspense fallback={null}>
          <ImportModal matterId={matterId} materialNum={materialNum} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Section>
  );
}
