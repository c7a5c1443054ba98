import { Button, Popconfirm } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { isReferences } from '@yaoshi/contracts/catalogue/options';
import { CODE } from '@yaoshi/contracts/errors';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { kindLabel, useLang } from './options';
import { deleteRecord, invalidateRecords, type RecordPath } from './record-api';

export interface DeleteActionProps {
  path: RecordPath;
  id: number;
  /** Record name for the confirmation text. */
  name: string;
  onDeleted?: () => void;
  /** Render as a danger button instead of a table link. */
  button?: boolean;
  /** Show the confirmation at once (mounted by a first click on a stand-in link). */
  defaultOpen?: boolean;
}

/**
 * Delete with a confirmation. A record others still reference answers 40900; the dialog
 * then says what references it (kind and how many), so the curator knows what to unlink.
 */
export function DeleteAction({ path, id, name, onDeleted, button, defaultOpen }: DeleteActionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const mutation = useMutation({
    mutationFn: () => deleteRecord(path, id),
    onSuccess: async () => {
      void feedback.message.success(t('catalogue.delete.done'));
      onDeleted?.();
      await invalidateRecords();
    },
    onError: (err) => {
      if (!(err instanceof ApiError) || err.code !== CODE.CONFLICT) return;
      const refs = isReferences(err.data) ? err.data.references : [];
      feedback.modal.warning({
        title: t('catalogue.delete.referencedTitle', { name }),
        content: (
          <div data-testid="delete-references">
            <p>{err.message}</p>
            {refs.length > 0 && (
              <ul>
                {refs.map((r) => (
                  <li key={r.kind}>
                    {t('catalogue.delete.referencedBy', { kind: kindLabel(r.kind, lang), count: r.count })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ),
      });
    },
  });
  return (
    <Popconfirm
      defaultOpen={defaultOpen}
      title={t('catalogue.delete.confirmTitle')}
      description={t('catalogue.delete.confirm', { name })}
      okText={t('catalogue.action.delete')}
      cancelText={t('catalogue.action.cancel')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onConfirm={() => mutation.mutateAsync().catch(() => undefined)}
    >
      {button ? (
        <Button danger loading={mutation.isPending}>
          {t('catalogue.action.delete')}
        </Button>
      ) : (
        <Button type="link" size="small" danger style={{ padding: 0 }}>
          {t('catalogue.action.delete')}
        </Button>
      )}
    </Popconfirm>
  );
}
