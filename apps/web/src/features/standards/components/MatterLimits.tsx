import { Suspense, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Standard } from '@yaoshi/contracts';
import { Section } from '@/components/record-kit/DetailHeader';
import { useIsAdmin } from '@/components/record-kit/use-is-admin';
import { useUserStore } from '@/stores/user';
import { feedback } from '@/lib/feedback';
import { useDeleteStandard, useStandards } from '../api/standards';
import { StandardsTable } from './StandardsTable';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';

// Admins only, on first use: the form (zod, pickers, number inputs) stays off a reader's page.
const StandardFormModal = lazyNamed(() => import('./StandardFormModal'), 'StandardFormModal');

/**
 * The limits a matter's samples are judged against (signed-in users; the API needs a login).
 * Read-only with sources for researchers; curators (admins) add, edit and delete here.
 */
export function MatterLimits({ matterId }: { matterId: number }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => Boolean(s.role));
  const admin = useIsAdmin();
  const query = useStandards({ matter_id: matterId, pageSize: 200 }, signedIn);
  const remove = useDeleteStandard();
  const [editing, setEditing] = useState<Standard | null>(null);
  const [creating, setCreating] = useState(false);
  const formOpen = creating || editing !== null;
  const formMounted = useLatched(formOpen);
  if (!signedIn) return null;
  return (
    <Section
      title={t('standards.matter.title', { count: query.data?.total ?? 0 })}
      id="matter-limits"
      extra={
        admin ? (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="matter-limit-create"
          >
            {t('standards.create')}
          </Button>
        ) : undefined
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0, fontSize: 12 }}>
        {t('standards.matter.hint')}
      </Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" title={t('catalogue.detail.loadError')} />
      ) : (
        <StandardsTable
          testId="matter-limits-table"
          rows={query.data?.list ?? []}
          loading={query.isPending}
          onEdit={admin ? setEditing : undefined}
          onDelete={
            admin
              ? (s) => remove.mutate(s.id, { onSuccess: () => void feedback.message.success(t('standards.deleted')) })
              : undefined
          }
        />
      )}
      {admin && formMounted && (
        <Suspense fallback={null}>
          <StandardFormModal
            open={formOpen}
            editing={editing}
            preset={{ scope: 'matter', matter_id: matterId }}
            onClose={() => {
              setCreating(false);
              setEditing(null);
            }}
          />
        </Suspense>
      )}
    </Section>
  );
}
