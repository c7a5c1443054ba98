import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectBodySchema, teamBodySchema } from '@yaoshi/contracts';
import { applyServerErrors, zodRule, zodTextRule } from '@/components/console-kit';
import { validateOrShow } from '@/components/record-kit/form-errors';
import { useMemberOptions, useSaveGroup, type GroupKind } from '../api/group-admin';
import { GroupAvatarInput } from './GroupAvatarInput';
import { useFormUnsavedChanges } from '@/lib/use-unsaved-changes';

export interface GroupDraft {
  kind: GroupKind;
  id: number | null;
  name: string;
  description: string;
  avatar?: string;
  memberIds: number[];
}

interface Values {
  name: string;
  description: string;
  avatar?: string;
  memberIds: number[];
}

/** Create or edit a project or team and its members (admin). */
export function GroupFormModal({ draft, onClose }: { draft: GroupDraft | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const members = useMemberOptions(draft !== null);
  const save = useSaveGroup();
  const schema = draft?.kind === 'team' ? teamBodySchema : projectBodySchema;
  const unsaved = useFormUnsavedChanges(form);
  const { markPristine } = unsaved;

  useEffect(() => {
    if (draft) {
      form.setFieldsValue({
        name: draft.name,
        description: draft.description,
        avatar: draft.avatar ?? '',
        memberIds: draft.memberIds,
      });
      markPristine();
    }
  }, [draft, form, markPristine]);

  const onOk = async () => {
    if (!draft) return;
    const v = await validateOrShow(form, t);
    if (!v) return;
    try {
      if (draft.kind === 'team') {
        await save.mutateAsync({
          kind: 'team',
          id: draft.id,
          body: {
            name: v.name,
            description: v.description ?? '',
            avatar: v.avatar ?? '',
            memberIds: v.memberIds ?? [],
          },
        });
      } else {
        await save.mutateAsync({
          kind: 'project',
          id: draft.id,
          body: { name: v.name, description: v.description ?? '', memberIds: v.memberIds ?? [] },
        });
      }
      unsaved.release();
      onClose();
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  const kind = draft?.kind ?? 'project';
  return (
    <Modal
      open={draft !== null}
      title={t(`userInfo.${kind}.${draft?.id ? 'edit' : 'create'}`)}
      onCancel={() => unsaved.confirmDiscard(onClose)}
      onOk={() => void onOk()}
      confirmLoading={save.isPending}
      okText={t('userInfo.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onValuesChange={unsaved.onValuesChange}>
        <Form.Item
          name="name"
          label={t('userInfo.group.name')}
          required
          rules={[zodRule(schema.shape.name, t('userInfo.group.name'))]}
        >
          <Input maxLength={60} />
        </Form.Item>
        {kind === 'team' && (
          <Form.Item
            name="avatar"
            label={t('userInfo.group.avatar')}
            rules={[zodTextRule(teamBodySchema.shape.avatar, t('userInfo.group.avatar'))]}
          >
            <GroupAvatarInput />
          </Form.Item>
        )}
        <Form.Item
          name="description"
          label={t('userInfo.group.description')}
          rules={[zodTextRule(schema.shape.description, t('userInfo.group.description'))]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="memberIds" label={t('userInfo.group.members')}>
          <Select
            mode="multiple"
            loading={members.isPending}
            optionFilterProp="label"
            options={(members.data ?? []).map((m) => ({
              value: m.id,
              label: m.name ? `${m.name} (${m.username})` : m.username,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
