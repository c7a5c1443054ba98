import { Suspense, useState } from 'react';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from './lazy';
import type { RecordPath } from './record-api';
import { useIsAdmin } from './use-is-admin';

// Admins only, on the row's first delete click: the confirmation and the "referenced by" dialog.
const DeleteAction = lazyNamed(() => import('./DeleteAction'), 'DeleteAction');

/** The operations cell: view for everyone; edit and delete for admins. */
export function RowActions({
  path,
  id,
  name,
  detailTo,
  onEdit,
}: {
  path: RecordPath;
  id: number;
  name: string;
  detailTo: string;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const [deleting, setDeleting] = useState(false);
  // Stands in for the confirmation's link until the first click (then, disabled, while it loads).
  const deleteLink = (
    <Button
      type="link"
      size="small"
      danger
      disabled={deleting}
      style={{ padding: 0 }}
      onClick={() => setDeleting(true)}
    >
      {t('catalogue.action.delete')}
    </Button>
  );
  return (
    <Space size={12}>
      <Link to={detailTo}>{t('catalogue.action.view')}</Link>
      {admin && (
        <>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onEdit(id)}>
            {t('catalogue.action.edit')}
          </Button>
          {deleting ? (
            <Suspense fallback={deleteLink}>
              <DeleteAction path={path} id={id} name={name} defaultOpen />
            </Suspense>
          ) : (
            deleteLink
          )}
        </>
      )}
    </Space>
  );
}
