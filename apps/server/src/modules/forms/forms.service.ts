import {
  APPROVAL_STAGES,
  type ApprovalStage,
  type BasicProfile,
  type BasicProfileResult,
  type ChannelSubmission,
  type GroupFormParams,
  type OperationLogRow,
  type Page,
  channelFormBodySchema,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/errors';
import { t, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { MessagesService } from '../messages/messages.service';
import type { OperationLogService } from '../oplog/oplog.service';
import { actorOf } from '../records/actor';
import type { FormsRepository, GroupRow } from './forms.repository';

type ChannelBody = z.output<typeof channelFormBodySchema>;

function toProfile(row: GroupRow): BasicProfile {
  const params = JSON.parse(row.params) as Pick<GroupFormParams, 'video' | 'audio'>;
  const stage = row.stage as ApprovalStage;
  const steps: BasicProfile['steps'] = [
    { stage: 'commit', by: row.submitted_name ?? '', time: Number(row.created_at) },
  ];
  if (row.approval_at !== null)
    steps.push({ stage: 'approval', by: row.approval_name ?? '', time: Number(row.approval_at) });
  if (row.finish_at !== null) steps.push({ stage: 'finish', by: row.finish_name ?? '', time: Number(row.finish_at) });
  return {
    id: Number(row.id),
    status: APPROVAL_STAGES.indexOf(stage),
    stage,
    video: params.video,
    audio: params.audio,
    description: row.description,
    submittedBy: row.submitted_name ?? '',
    submittedAt: Number(row.created_at),
    steps,
  };
}

/** Both languages in one stored message: title zh, subTitle en (the messages module's convention). */
const both = (key: string, params: Record<string, string | number> = {}) => ({
  zh: t('zh-CN', key, params),
  en: t('en-US', key, params),
});

/** Number shown for a parameter submission, e.g. GF-000012. */
const groupLabel = (id: number) => `GF-${String(id).padStart(6, '0')}`;

export function formsService(repo: FormsRepository, messages: MessagesService, operationLog: OperationLogService) {
  return {
    async submitChannel(auth: AuthContext, body: ChannelBody): Promise<ChannelSubmission> {
      const now = nowSeconds();
      const { id } = await repo.insertChannel({
        activity_name: body.activityName,
        channel_type: body.channelType,
        promotion_start: body.promotionTime[0],
        promotion_end: body.promotionTime[1],
        promote_link: body.promoteLink,
        advertising_source: body.advertisingSource,
        advertising_media: body.advertisingMedia,
        keywords: JSON.stringify(body.keywords),
        push_notify: body.pushNotify ? 1 : 0,
        advertising_content: body.advertisingContent,
        submitted_by: auth.userId,
        created_at: now,
      });
      await operationLog.record({
        actor: actorOf(auth),
        action: 'create',
        kind: 'channel',
        recordId: Number(id),
        label: body.activityName,
        after: { ...body },
      });
      return { id: Number(id), ...body, submittedBy: auth.username, createdAt: now };
    },

    async listChannels(q: { current: number; pageSize: number }): Promise<Page<ChannelSubmission>> {
      const { rows, total } = await repo.listChannels((q.current - 1) * q.pageSize, q.pageSize);
      const list = rows.map((r) => ({
        id: Number(r.id),
        activityName: r.activity_name,
        channelType: r.channel_type,
        promotionTime: [r.promotion_start, r.promotion_end] as [string, string],
        promoteLink: r.promote_link,
        advertisingSource: r.advertising_source,
        advertisingMedia: r.advertising_media,
        keywords: JSON.parse(r.keywords) as string[],
        pushNotify: r.push_notify === 1,
        advertisingContent: r.advertising_content,
        submittedBy: r.username ?? '',
        createdAt: Number(r.created_at),
      }));
      return { list, total, current: q.current, pageSize: q.pageSize };
    },

    /** Stores the parameters at "commit" and asks the admins to approve them (a todo). */
    async submitGroup(auth: AuthContext, body: GroupFormParams): Promise<BasicProfile> {
      const now = nowSeconds();
      const { id } = await repo.insertGroup({
        params: JSON.stringify({ video: body.video, audio: body.audio }),
        description: body.description,
        stage: 'commit',
        submitted_by: auth.userId,
        created_at: now,
      });
      await operationLog.record({
        actor: actorOf(auth),
        action: 'create',
        kind: 'group-form',
        recordId: Number(id),
        label: groupLabel(Number(id)),
        after: { stage: 'commit' },
      });
      const params = { user: auth.username, id: Number(id) };
      await messages.send({
        type: 'todo',
        title: both('profile.todo.title').zh,
        content: both('profile.todo.content', params).zh,
        i18n: { title: 'profile.todo.title', content: 'profile.todo.content', params },
        message_type: 0,
        link: '/profile/basic',
        target_role: 'admin',
        created_at: now,
      });
      const row = await repo.findGroup(Number(id));
      return toProfile(row!);
    },

    async basic(): Promise<BasicProfileResult> {
      const [current, previous] = await repo.latestGroups(2);
      return { current: current ? toProfile(current) : null, previous: previous ? toProfile(previous) : null };
    },

    async listGroups(q: { current: number; pageSize: number }): Promise<Page<BasicProfile>> {
      const { rows, total } = await repo.listGroups((q.current - 1) * q.pageSize, q.pageSize);
      return { list: rows.map(toProfile), total, current: q.current, pageSize: q.pageSize };
    },

    /** SPEC §3 operation-log rows of the parameter submissions; status 1 once the submission finished. */
    async operationLogRows(q: { current: number; pageSize: number }, lang: Lang): Promise<Page<OperationLogRow>> {
      const { rows, total } = await repo.operationLog((q.current - 1) * q.pageSize, q.pageSize);
      const list = rows.map((r) => {
        let stage = 'commit';
        try {
          stage = (JSON.parse(r.after_json ?? '{}') as { stage?: string }).stage ?? 'commit';
        } catch {
          /* keep commit */
        }
        return {
          key: String(r.id),
          contentNumber: r.record_label,
          updateContent: t(lang, `profile.log.${stage}`),
          status: (r.stage === 'finish' ? 1 : 0) as 0 | 1,
          updateTime: Number(r.created_at),
        };
      });
      return { list, total, current: q.current, pageSize: q.pageSize };
    },

    /** commit → approval → finish; finishing tells the submitter. */
    async advance(auth: AuthContext, id: number): Promise<BasicProfile> {
      const row = await repo.findGroup(id);
      if (!row) throw notFound();
      const from = row.stage as ApprovalStage;
      if (from === 'finish') throw conflict('profile.alreadyFinished');
      const to = from === 'commit' ? 'approval' : 'finish';
      const now = nowSeconds();
      if (!(await repo.advanceGroup(id, from, to, auth.userId, now))) throw conflict();
      await operationLog.record({
        actor: actorOf(auth),
        action: 'update',
        kind: 'group-form',
        recordId: id,
        label: groupLabel(id),
        before: { stage: from },
        after: { stage: to },
      });
      if (to === 'finish' && row.submitted_by !== null) {
        const params = { id, user: auth.username };
        await messages.send({
          type: 'message',
          title: both('profile.finished.title').zh,
          content: both('profile.finished.content', params).zh,
          i18n: { title: 'profile.finished.title', content: 'profile.finished.content', params },
          link: '/profile/basic',
          target_user_id: Number(row.submitted_by),
          created_at: now,
        });
      }
      return toProfile((await repo.findGroup(id))!);
    },
  };
}
export type FormsService = ReturnType<typeof formsService>;
