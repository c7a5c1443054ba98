import { useState } from 'react';
import { Avatar, Button, Popconfirm, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryState, SimpleList } from '@/components/console-kit';
import { Permission } from '@/components/Permission';
import { useDeleteGroup } from '../api/group-admin';
import { useMyTeams } from '../api/groups';
import { GroupFormModal, type GroupDraft } from './GroupFormModal';

/** Teams I created or belong to; admins edit them. */
export function TeamsTab() {
  const { t } = useTranslation();
  const query = useMyTeams();
  const remove = useDeleteGroup();
  const [draft, setDraft] = useState<GroupDraft | null>(null);
  return (
    <>
      <Permission roles={['admin']}>
        <Button
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setDraft({ kind: 'team', id: null, name: '', description: '', avatar: '', memberIds: [] })}
        >
          {t('userInfo.team.create')}
        </Button>
      </Permission>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('userInfo.team.empty')} rows={4}>
        {(teams) => (
          <SimpleList
            testId="teams"
            items={teams.map((team) => ({
              key: team.id,
              avatar: <Avatar alt="" src={team.avatar || undefined} icon={<TeamOutlined />} />,
              title: (
                <Space>
                  {team.name}
                  {team.isDemo && <Tag color="orange">{t('userInfo.demo')}</Tag>}
                </Space>
              ),
              description: (
                <>
                  {team.description ? `${team.description} · ` : ''}
                  {team.members.map((m) => m.name).join('、')}
                </>
              ),
              extra: (
                <Space>
                  {t('userInfo.people', { count: team.peopleNumber })}
                  <Permission roles={['admin']}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('userInfo.team.edit')}
                      onClick={() =>
                        setDraft({
                          kind: 'team',
                          id: team.id,
                          name: team.name,
                          description: team.description,
                          avatar: team.avatar,
                          memberIds: team.members.map((m) => m.id),
                        })
                      }
                    />
                    <Popconfirm
                      title={t('userInfo.deleteConfirm', { name: team.name })}
                      onConfirm={() => remove.mutateAsync({ kind: 'team', id: team.id })}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('userInfo.delete')}
                      />
                    </Popconfirm>
                  </Permission>
                </Space>
              ),
            }))}
          />
        )}
      </QueryState>
      <GroupFormModal draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
