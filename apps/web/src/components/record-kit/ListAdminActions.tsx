import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';
import { listActionOf, withoutAction, type ListAction } from './list-action';
import type { ListQuery, RecordPath } from './record-api';

export interface ListAdminActionsProps {
  path: RecordPath;
  filters: ListQuery;
  onCreate?: () => void;
}

/**
 * The admin's create / import / export buttons of a list (loaded only for admins). A URL
 * with `?action=create|import|export` opens the matching one, then loses the parameter.
 */
export function ListAdminActions({ path, filters, onCreate }: ListAdminActionsProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [importOpen, setImportOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const run = useEffectEvent((action: ListAction | undefined) => {
    if (action === 'create') onCreate?.();
    else if (action === 'import') setImportOpen(true);
    else if (action === 'export') setExportOpen(true);
  });

  const hasAction = search.has('action');
  const action = listActionOf(search);
  useEffect(() => {
    if (!hasAction) return;
    run(action);
    setSearch((prev) => withoutAction(prev), { replace: true });
  }, [hasAction, action, setSearch]);

  return (
    <Space wrap>
      {onCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="create">
          {t('catalogue.action.create')}
        </Button>
      )}
      <ImportButton path={path} open={importOpen} onOpenChange={setImportOpen} />
      <ExportButton path={path} filters={filters} open={exportOpen} onOpenChange={setExportOpen} />
    </Space>
  );
}
