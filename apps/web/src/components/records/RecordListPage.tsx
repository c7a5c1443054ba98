import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Page } from '@yaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../PageContainer';
import { Permission } from '../Permission';
import { useDensity } from './density';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';
import { ListToolbar } from './ListToolbar';
import type { RecordPath } from './record-api';
import { RecordTable, type RecordColumn } from './RecordTable';
import type { ListStateApi } from './use-list-state';

export interface RecordListPageProps<T> {
  title: string;
  path: RecordPath;
  list: ListStateApi;
  result: { data?: Page<T>; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  columns: RecordColumn<T>[];
  searchPlaceholder: string;
  filters?: ReactNode;
  onCreate?: () => void;
  scrollX?: number;
  /** Drawers and dialogs of the page. */
  children?: ReactNode;
}

/** The frame every catalogue list shares: title, toolbar (search, filters, reset, density, admin actions), table. */
export function RecordListPage<T extends object>(p: RecordListPageProps<T>) {
  const { t } = useTranslation();
  const [density, setDensity] = useDensity();
  const actions = (
    <Permission roles={['admin']}>
      <Space wrap>
        {p.onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={p.onCreate} data-testid="create">
            {t('catalogue.action.create')}
          </Button>
        )}
        <ImportButton path={p.path} />
        <ExportButton path={p.path} filters={p.list.filters} />
      </Space>
    </Permission>
  );
  return (
    <PageContainer title={<h1 className="page-title">{p.title}</h1>}>
      <ListToolbar
        list={p.list}
        placeholder={p.searchPlaceholder}
        filters={p.filters}
        actions={actions}
        density={density}
        onDensity={setDensity}
        onRefresh={() => void p.result.refetch()}
      />
      <RecordTable<T>
        columns={p.columns}
        list={p.list}
        result={p.result}
        density={density}
        scrollX={p.scrollX}
        testId={`${p.path}-table`}
      />
      {p.children}
    </PageContainer>
  );
}
