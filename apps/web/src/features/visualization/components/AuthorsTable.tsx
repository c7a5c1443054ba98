import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PopularAuthor } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { useAuthors } from '../api/authors';

/** Top curators: records created or edited and the views of what they created. */
export function AuthorsTable() {
  const { t } = useTranslation();
  const query = useAuthors();
  return (
    <Card title={t('visualization.authors.title')} variant="borderless" style={{ height: '100%' }}>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('visualization.authors.empty')} rows={6}>
        {(data) => (
          <Table<PopularAuthor>
            data-testid="authors-table"
            size="small"
            rowKey="ranking"
            pagination={false}
            dataSource={data}
            columns={[
              { title: t('visualization.authors.ranking'), dataIndex: 'ranking', width: 70 },
              { title: t('visualization.authors.author'), dataIndex: 'author', ellipsis: true },
              { title: t('visualization.authors.contentCount'), dataIndex: 'contentCount', align: 'right' },
              { title: t('visualization.authors.clickCount'), dataIndex: 'clickCount', align: 'right' },
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
}
