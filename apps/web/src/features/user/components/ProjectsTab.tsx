import { useState } from 'react';
import { Avatar, Button, Card, Col, Popconfirm, Row, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/console-kit';
import { Permission } from '@/components/Permission';
import { useDeleteGroup } from '../api/group-admin';
import { useMyProjects } from '../api/groups';
import { GroupFormModal, type GroupDraft } from './GroupFormModal';

/** Research projects I created or belong to, with their contributors; admins edit them. */
export function ProjectsTab() {
  const { t } = useTranslation();
  const query = useMyProjects();
  const remove = useDeleteGroup();
  const [draft, setDraft] = useState<GroupDraft | null>(null);
  return (
    <>
      <Permission roles={['admin']}>
        <Button
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setDraft({ kind: 'project', id: null, name: '', description: '', memberIds: [] })}
        >
          {t('userInfo.project.create')}
        </Button>
      </Permission>
      <QueryState query={query} isEmpty={(d) => d.length === 0} emptyText={t('userInfo.project.empty')} rows={6}>
        {(projects) => (
          <Row gutter={[16, 16]} data-testid="projects">
            {projects.map((p) => (
              <Col key={p.id} xs={24} md={12} xl={8}>
                <Card
                  size="small"
                  style={{ height: '100%' }}
                  title={
                    <Space>
                      {p.name}
                      {p.isDemo && <Tag color="orange">{t('userInfo.demo')}</Tag>}
                    </Space>
                  }
                  extra={
                    <Permission roles={['admin']}>
                      <Space size={4}>
                        <Button
                          type="text"
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={t('userInfo.project.edit')}
                          onClick={() =>
                            setDraft({
                              kind: 'project',
                              id: p.id,
                              name: p.name,
                              description: p.description,
                              memberIds: p.contributors.map((c) => c.id),
                            })
                          }
                        />
                        <Popconfirm
                          title={t('userInfo.deleteConfirm', { name: p.name })}
                          onConfirm={() => remove.mutateAsync({ kind: 'project', id: p.id })}
                        >
                          <Button
                            type="text"
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('userInfo.delete')}
                          />
                        </Popconfirm>
                      </Space>
                    </Permission>
                  }
                >
                  <Typography.Paragraph
                    type="secondary"
                    ellipsis={{ rows: 2, tooltip: p.description }}
                    style={{ minHeight: 44 }}
                  >
                    {p.description || t('userInfo.noDescription')}
                  </Typography.Paragraph>
                  <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                    <Avatar.Group max={{ count: 5 }} size="small">
                      {p.contributors.map((c) => (
                        <Tooltip key={c.id} title={`${c.name} ${c.email}`}>
                          <Avatar alt="" src={c.avatar || undefined}>
                            {c.name.slice(0, 1)}
                          </Avatar>
                        </Tooltip>
                      ))}
                    </Avatar.Group>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('userInfo.people', { count: p.peopleNumber })} · {p.owner}
                    </Typography.Text>
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </QueryState>
      <GroupFormModal draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
