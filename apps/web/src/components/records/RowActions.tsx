import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from './DeleteAction';
import type { RecordPath } from './record-api';
import { useIsAdmin } from './use-is-admin';

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
  return (
    <Space size={12}>
      <Link to={detailTo}>{t('catalogue.action.view')}</Link>
      {admin && (
        <>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onEdit(id)}>
            {t('catalogue.action.edit')}
          </Button>
          <DeleteAction path={path} id={id} name={name} />
        </>
      )}
    </Space>
  );
}
