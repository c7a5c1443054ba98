import { Drawer, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SimpleList } from '@/components/console-kit';
import { useRegulation } from '../api/detail';

/** The matters a regulation applies to, each linking to its detail page. */
export function LinkedMattersDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useRegulation(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={480}
      title={d ? d.regulation_name : t('searchTable.matters.title')}
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : !d ? (
        <Empty description={t('console.state.error')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {d.regulation_num} · {t('searchTable.matters.count', { count: d.matters.length })}
          </Typography.Paragraph>
          {d.summary && <Typography.Paragraph>{d.summary}</Typography.Paragraph>}
          {d.matters.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('searchTable.matters.none')} />
          ) : (
            <SimpleList
              testId="linked-matters"
              items={d.matters.map((m) => ({
                key: m.id,
                title: <Link to={`/formList/matter-detail/${m.id}`}>{m.material_name}</Link>,
                description: `${m.material_num} · ${m.name_pinyin}`,
                extra: m.status === 'offline' ? <Tag>{t('searchTable.status.offline')}</Tag> : undefined,
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
