import type { Page, Project, ProjectBody, Team, TeamBody } from '@yaoshi/contracts';
import { notFound, validationError } from '../../lib/errors';
import { t, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { OperationLogService } from '../oplog/oplog.service';
import { actorOf } from '../records/actor';
import type { GroupKind, GroupRecord, GroupsRepository, MemberRecord } from './groups.repository';

type Body = { name: string; description: string; avatar?: string; memberIds: number[] };

/** Research projects and teams: admins edit them, everyone sees the ones they belong to. */
export function groupsService(repo: GroupsRepository, operationLog: OperationLogService) {
  const log = (
    auth: AuthContext,
    action: 'create' | 'update' | 'delete',
    kind: GroupKind,
    id: number,
    label: string,
    after?: Body,
  ) =>
    operationLog.record({
      actor: actorOf(auth),
      action,
      kind,
      recordId: id,
      label,
      after: after ? { ...after } : null,
    });

  const contributors = (ms: MemberRecord[]) =>
    ms.map((m) => ({ id: m.id, name: m.name || m.username, email: m.email, avatar: m.avatar }));

  async function withMembers(kind: GroupKind, rows: GroupRecord[]) {
    const members = await repo.members(
      kind,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ row: r, members: members.filter((m) => m.group_id === r.id) }));
  }
  const project = ({ row, members }: { row: GroupRecord; members: MemberRecord[] }): Project => ({
    id: row.id,
    name: row.name,
    description: row.description,
    peopleNumber: members.length,
    contributors: contributors(members),
    owner: row.owner ?? '',
    createdAt: row.created_at,
    isDemo: row.is_demo === 1,
  });
  const team = ({ row, members }: { row: GroupRecord; members: MemberRecord[] }): Team => ({
    id: row.id,
    avatar: row.avatar,
    name: row.name,
    description: row.description,
    peopleNumber: members.length,
    members: contributors(members),
    isDemo: row.is_demo === 1,
  });

  async function checkMembers(ids: number[], lang: Lang) {
    const unique = [...new Set(ids)];
    const known = await repo.existingUsers(unique);
    const missing = unique.filter((id) => !known.includes(id));
    if (missing.length) {
      const params = { ids: missing.join(', ') };
      throw validationError(
        'member.unknown',
        [{ field: 'memberIds', message: t(lang, 'member.unknown', params) }],
        params,
      );
    }
    return unique;
  }

  async function one(kind: GroupKind, id: number) {
    const row = await repo.find(kind, id);
    if (!row) throw notFound();
    return (await withMembers(kind, [row]))[0]!;
  }

  return {
    async myProjects(auth: AuthContext): Promise<Project[]> {
      return (await withMembers('project', await repo.listForUser('project', auth.userId))).map(project);
    },
    async myTeams(auth: AuthContext): Promise<Team[]> {
      return (await withMembers('team', await repo.listForUser('team', auth.userId))).map(team);
    },
    async list(kind: GroupKind, q: { current: number; pageSize: number }): Promise<Page<Project> | Page<Team>> {
      const { rows, total } = await repo.listAll(kind, (q.current - 1) * q.pageSize, q.pageSize);
      const full = await withMembers(kind, rows);
      const list = kind === 'project' ? full.map(project) : full.map(team);
      return { list, total, current: q.current, pageSize: q.pageSize } as Page<Project> | Page<Team>;
    },
    async create(kind: GroupKind, auth: AuthContext, body: Body, lang: Lang) {
      const members = await checkMembers(body.memberIds, lang);
      const id = await repo.insert(kind, body, members, auth.userId, nowSeconds());
      await log(auth, 'create', kind, id, body.name, { ...body, memberIds: members });
      const full = await one(kind, id);
      return kind === 'project' ? project(full) : team(full);
    },
    async update(kind: GroupKind, auth: AuthContext, id: number, body: Body, lang: Lang) {
      const members = await checkMembers(body.memberIds, lang);
      if (!(await repo.update(kind, id, body, members, nowSeconds()))) throw notFound();
      await log(auth, 'update', kind, id, body.name, { ...body, memberIds: members });
      const full = await one(kind, id);
      return kind === 'project' ? project(full) : team(full);
    },
    async remove(kind: GroupKind, auth: AuthContext, id: number) {
      const row = await repo.find(kind, id);
      if (!row || !(await repo.remove(kind, id))) throw notFound();
      await log(auth, 'delete', kind, id, row.name);
      return { id };
    },
    /** Real counts behind the spec's "project and team" list. */
    async projectAndTeam(auth: AuthContext) {
      const [p, tm] = await Promise.all([repo.counts('project', auth.userId), repo.counts('team', auth.userId)]);
      return [
        { id: 1, key: 'createdProjects' as const, count: p.created },
        { id: 2, key: 'joinedProjects' as const, count: p.joined },
        { id: 3, key: 'createdTeams' as const, count: tm.created },
        { id: 4, key: 'joinedTeams' as const, count: tm.joined },
      ];
    },
    async memberOptions() {
      return (await repo.memberOptions()).map((u) => ({ id: Number(u.id), username: u.username, name: u.name }));
    },
  };
}
export type GroupsService = ReturnType<typeof groupsService>;
export type { ProjectBody, TeamBody };
