import { useState } from 'react';
import { Button, Card, Checkbox, Form, Input, Modal, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LAB_CAPABILITIES, passwordSchema, ROLES, type Person } from '@yaoshi/contracts';
import { applyServerErrors, zodRule } from '@/components/console-kit';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { feedback } from '@/lib/feedback';
import { formatTime } from '@/lib/format';
import {
  useCreatePerson,
  useLabSettings,
  usePeople,
  useSaveLabSettings,
  useSetDisabled,
  useTemporaryPassword,
  useUpdatePerson,
} from '../api/people';
import { sendConfirmingSelf } from './confirm-self';

type Editing = { mode: 'create' } | { mode: 'edit'; person: Person } | { mode: 'password'; person: Person } | null;

/** People of the console: accounts, roles, laboratory capabilities and the lab's settings. */
export default function PeoplePage() {
  const { t } = useTranslation();
  const { message } = feedback;
  const people = usePeople();
  const settings = useLabSettings();
  const saveSettings = useSaveLabSettings();
  const setDisabled = useSetDisabled();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="people-page">
      <Card title={t('people.settings.title')}>
        <Space align="start">
          <Switch
            checked={settings.data?.allow_self_verification ?? false}
            loading={settings.isLoading || saveSettings.isPending}
            onChange={async (on) => {
              await saveSettings.mutateAsync({ allow_self_verification: on });
              void message.success(t('people.settings.saved'));
            }}
            data-testid="people-self-verification"
            aria-label={t('people.settings.selfVerification')}
          />
          <div>
            <Typography.Text strong>{t('people.settings.selfVerification')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('people.settings.selfVerificationHint')}</Typography.Text>
          </div>
        </Space>
      </Card>
      <Card
        title={t('people.title')}
        extra={
          <Button type="primary" onClick={() => setEditing({ mode: 'create' })} data-testid="people-create">
            {t('people.create')}
          </Button>
        }
      >
        {/* Cells wrap within a 1280 px window; narrower windows scroll sideways,
            and a phone (≤ 576 px) gets one card per person instead. */}
        <ResponsiveTable<Person>
          rowKey="id"
          loading={people.isLoading}
          dataSource={people.data ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          data-testid="people-table"
          columns={[
            {
              title: t('people.col.username'),
              dataIndex: 'username',
              render: (v: string, p) => (
                <span data-testid={`people-row-${v}`}>
                  {/* A long sign-in name wraps (after a hyphen where it has one) rather than push the
                      table past a 1280 px window. */}
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {v}
                  </Typography.Text>
                  {p.name && p.name !== v && <div>{p.name}</div>}
                </span>
              ),
            },
            {
              title: t('people.col.roles'),
              dataIndex: 'roles',
              render: (roles: string[]) => (
                <Space size={4} wrap>
                  {roles.map((r) => (
                    <Tag key={r}>{t(`people.role.${r}`)}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: t('people.col.capabilities'),
              dataIndex: 'capabilities',
              render: (caps: string[]) =>
                caps.length ? (
                  // Spaced: antd 6 tags have no gap of their own and ran into one another.
                  <Space size={4} wrap>
                    {caps.map((c) => (
                      <Tag color="blue" key={c}>
                        {t(`people.capability.${c}`)}
                      </Tag>
                    ))}
                  </Space>
                ) : (
                  <Typography.Text type="secondary">—</Typography.Text>
                ),
            },
            {
              title: t('people.col.status'),
              dataIndex: 'status',
              render: (s: string, p) => (
                <Space size={4} wrap>
                  <Tag color={s === 'online' ? 'green' : 'default'}>{t(`people.status.${s}`)}</Tag>
                  {p.must_change_password && <Tag color="orange">{t('people.temporary')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('people.col.lastSeen'),
              dataIndex: 'last_seen_at',
              render: (v: number | null) => (v === null ? '—' : formatTime(v)),
            },
            {
              title: t('people.col.actions'),
              key: 'actions',
              render: (_, p) => (
                <Space size={4} wrap>
                  <Button size="small" onClick={() => setEditing({ mode: 'edit', person: p })}>
                    {t('people.edit')}
                  </Button>
                  <Button size="small" onClick={() => setEditing({ mode: 'password', person: p })}>
                    {t('people.setPassword')}
                  </Button>
                  <Button
                    size="small"
                    danger={p.status === 'online'}
                    data-testid={`people-toggle-${p.username}`}
                    onClick={async () => {
                      // A refusal (the last active admin) is told by the client's error toast; disabling
                      // oneself is asked about first.
                      const disabled = p.status === 'online';
                      const done = await sendConfirmingSelf(
                        (confirmSelf) => setDisabled.mutateAsync({ id: p.id, disabled, confirmSelf }),
                        'disable',
                      ).catch(() => false);
                      if (done)
                        void message.success(t(p.status === 'online' ? 'people.disabledDone' : 'people.enabledDone'));
                    }}
                  >
                    {t(p.status === 'online' ? 'people.disable' : 'people.enable')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <PersonDialog editing={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}

interface PersonForm {
  username: string;
  name: string;
  email: string;
  roles: string[];
  capabilities: string[];
  temporary_password: string;
}

function PersonDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const [form] = Form.useForm<PersonForm>();
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const password = useTemporaryPassword();
  const person = editing && editing.mode !== 'create' ? editing.person : null;
  const mode = editing?.mode;
  const pending = create.isPending || update.isPending || password.isPending;
  /** False when the person declined to confirm a change to their own account (the dialog stays open). */
  const save = async (v: PersonForm): Promise<boolean | void> => {
    if (mode === 'create') {
      await create.mutateAsync({
        username: v.username,
        name: v.name ?? '',
        email: v.email ?? '',
        roles: v.roles as never,
        capabilities: (v.capabilities ?? []) as never,
        temporary_password: v.temporary_password,
      });
      void message.success(t('people.createdDone'));
    } else if (mode === 'edit' && person) {
      const body = { name: v.name, email: v.email, roles: v.roles as never, capabilities: v.capabilities as never };
      const saved = await sendConfirmingSelf(
        (confirmSelf) =>
          update.mutateAsync({ id: person.id, body: confirmSelf ? { ...body, confirm_self: true } : body }),
        'demote',
      );
      if (!saved) return false;
      void message.success(t('people.savedDone'));
    } else if (mode === 'password' && person) {
      await password.mutateAsync({ id: person.id, password: v.temporary_password });
      void message.success(t('people.passwordDone'));
    }
  };
  const passwordItem = (
    <Form.Item
      name="temporary_password"
      label={t('people.field.temporaryPassword')}
      extra={t('people.field.temporaryPasswordHint')}
      validateFirst
      rules={[
        { required: true, message: t('people.field.temporaryPasswordRequired') },
        // The server's own password rule, so a weak one is refused here in the person's language.
        zodRule(passwordSchema, t('people.field.temporaryPassword')),
      ]}
    >
      <Input.Password autoComplete="new-password" data-testid="people-temporary-password" />
    </Form.Item>
  );
  return (
    <Modal
      open={editing !== null}
      title={
        mode === 'create'
          ? t('people.create')
          : mode === 'password'
            ? t('people.setPasswordFor', { username: person?.username })
            : t('people.editFor', { username: person?.username })
      }
      okText={t('people.save')}
      okButtonProps={{ loading: pending, 'data-testid': 'people-save' } as never}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (!v) return;
        try {
          if ((await save(v)) === false) return;
        } catch (err) {
          // A refusal on a field (e.g. the username is taken) is shown beside it; the toast says the rest.
          applyServerErrors(form, err);
          return;
        }
        onClose();
      }}
    >
      <Form<PersonForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          person
            ? { name: person.name, email: person.email, roles: person.roles, capabilities: person.capabilities }
            : { roles: ['user'], capabilities: ['analyst'] }
        }
      >
        {mode === 'password' ? (
          passwordItem
        ) : (
          <>
            {mode === 'create' && (
              <Form.Item
                name="username"
                label={t('people.field.username')}
                rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]{2,64}$/, message: t('people.field.usernameRule') }]}
              >
                <Input autoComplete="off" data-testid="people-username" />
              </Form.Item>
            )}
            <Form.Item name="name" label={t('people.field.name')}>
              <Input data-testid="people-name" />
            </Form.Item>
            <Form.Item name="email" label={t('people.field.email')}>
              <Input type="email" />
            </Form.Item>
            <Form.Item
              name="roles"
              label={t('people.field.roles')}
              rules={[{ required: true, type: 'array', min: 1, message: t('people.field.rolesRequired') }]}
            >
              <Checkbox.Group options={ROLES.map((r) => ({ value: r, label: t(`people.role.${r}`) }))} />
            </Form.Item>
            <Form.Item
              name="capabilities"
              label={t('people.field.capabilities')}
              extra={t('people.field.capabilitiesHint')}
            >
              <Checkbox.Group
                data-testid="people-capabilities"
                options={LAB_CAPABILITIES.map((c) => ({ value: c, label: t(`people.capability.${c}`) }))}
              />
            </Form.Item>
            {mode === 'create' && passwordItem}
          </>
        )}
      </Form>
    </Modal>
  );
}
