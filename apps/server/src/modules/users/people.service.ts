import type { Kysely } from 'kysely';
import {
  type LabSettings,
  type Person,
  type PersonCreateBody,
  type PersonUpdateBody,
  personCreateBodySchema,
  personUpdateBodySchema,
  type Role,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import type { OperationLogService } from '../oplog/oplog.service';
import type { Actor } from '../records/actor';
import { peopleRepository } from './people.repository';
import { usersRepository } from './users.repository';
import { parseCapabilities, parseRoles, usersService } from './users.service';

type CreateBody = z.output<typeof personCreateBodySchema>;
type UpdateBody = z.output<typeof personUpdateBodySchema>;
export type { PersonCreateBody, PersonUpdateBody };

const SELF_VERIFICATION = 'allow_self_verification';
const KIND = 'person';

/** Whether the laboratory lets a researcher verify results they entered (the lifecycle asks). */
export async function selfVerificationAllowed(db: Kysely<DB>): Promise<boolean> {
  return (await peopleRepository(db).setting(SELF_VERIFICATION)) === '1';
}

/**
 * The people page: admins create, edit, disable and re-enable accounts, set
 * temporary passwords and grant roles and laboratory capabilities. Every change is logged,
 * no change leaves the console without an active admin, and a password is never logged.
 */
export function peopleService(deps: { db: Kysely<DB>; operationLog: OperationLogService }) {
  const repo = peopleRepository(deps.db);
  const users = usersService(usersRepository(deps.db));

  async function person(id: number): Promise<Person> {
    const row = (await repo.list()).find((r) => Number(r.id) === id);
    if (!row) throw notFound();
    return toPerson(row);
  }
  const toPerson = (r: Awaited<ReturnType<typeof repo.list>>[number]): Person => ({
    id: Number(r.id),
    username: r.username,
    name: r.name,
    email: r.email,
    roles: parseRoles(r.roles),
    capabilities: parseCapabilities(r.lab_capabilities),
    status: r.status === 'online' ? 'online' : 'disabled',
    must_change_password: Number(r.must_change_password) === 1,
    created_at: Number(r.created_at),
    last_seen_at: r.last_seen_at == null ? null : Number(r.last_seen_at),
  });
  const facts = (p: Person) => ({
    name: p.name,
    email: p.email,
    roles: p.roles,
    capabilities: p.capabilities,
    status: p.status,
  });

  /** Refuses a change that would leave no active admin (the last one disabling or demoting themselves). */
  async function keepAnAdmin(target: Person) {
    if (target.status !== 'online' || !target.roles.includes('admin')) return;
    if ((await repo.otherActiveAdmins(target.id)) === 0) throw conflict('people.lastAdmin');
  }

  /**
   * An admin taking their own powers away (removing their admin role, disabling their account)
   * must say so: a slip of the hand on the people page would otherwise lock them out at once.
   */
  function confirmSelf(
    target: Person,
    actor: Actor,
    key: 'people.confirmSelfDisable' | 'people.confirmSelfDemote',
    yes?: boolean,
  ) {
    if (target.id === actor.userId && !yes) throw conflict(key, { reason: 'confirm_self' });
  }

  async function log(actor: Actor, action: 'create' | 'update', p: Person, summary: string, before?: Person) {
    await deps.operationLog.record({
      actor,
      action,
      kind: KIND,
      recordId: p.id,
      label: p.username,
      summary,
      before: before ? facts(before) : null,
      after: facts(p),
    });
  }

  async function settings(): Promise<LabSettings> {
    return { allow_self_verification: (await repo.setting(SELF_VERIFICATION)) === '1' };
  }

  return {
    settings,
    async list(): Promise<Person[]> {
      return (await repo.list()).map(toPerson);
    },

    async create(body: CreateBody, actor: Actor): Promise<Person> {
      if (await repo.findByUsername(body.username)) throw conflict('people.usernameTaken', null, body);
      const id = await users.create({
        username: body.username,
        password: body.temporary_password,
        roles: body.roles,
        capabilities: body.capabilities,
        temporary: true,
        profile: { name: body.name || body.username, email: body.email },
      });
      const created = await person(id);
      await log(actor, 'create', created, 'account created with a temporary password');
      return created;
    },

    async update(id: number, body: UpdateBody, actor: Actor): Promise<Person> {
      const before = await person(id);
      if (body.roles && !body.roles.includes('admin') && before.roles.includes('admin')) {
        await keepAnAdmin(before);
        confirmSelf(before, actor, 'people.confirmSelfDemote', body.confirm_self);
      }
      const row = (await repo.findById(id))!;
      const roles: Role[] = body.roles ?? before.roles;
      await repo.update(id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.roles
          ? { roles: JSON.stringify(roles), role: roles.includes(row.role as Role) ? row.role : roles[0]! }
          : {}),
        ...(body.capabilities ? { lab_capabilities: JSON.stringify(body.capabilities) } : {}),
        updated_at: nowSeconds(),
      });
      const after = await person(id);
      await log(actor, 'update', after, 'account edited', before);
      return after;
    },

    /** A disabled account cannot sign in and every session of it ends now. */
    async setDisabled(id: number, disabled: boolean, actor: Actor, confirmed = false): Promise<Person> {
      const before = await person(id);
      if (disabled) {
        await keepAnAdmin(before);
        confirmSelf(before, actor, 'people.confirmSelfDisable', confirmed);
      }
      const at = nowSeconds();
      await repo.update(id, { status: disabled ? 'disabled' : 'online', updated_at: at });
      if (disabled) await repo.endSessions(id, at);
      const after = await person(id);
      await log(actor, 'update', after, disabled ? 'account disabled' : 'account re-enabled', before);
      return after;
    },

    /** A new temporary password; the person's sessions end and the next sign-in must change it. */
    async setTemporaryPassword(id: number, password: string, actor: Actor): Promise<Person> {
      const before = await person(id);
      await users.setPassword(id, password, { temporary: true });
      await repo.endSessions(id, nowSeconds());
      const after = await person(id);
      await log(actor, 'update', after, 'temporary password set', before);
      return after;
    },

    async saveSettings(body: LabSettings, actor: Actor): Promise<LabSettings> {
      const before = await settings();
      await repo.putSetting(SELF_VERIFICATION, body.allow_self_verification ? '1' : '0', nowSeconds(), actor.userId);
      const after = await settings();
      await deps.operationLog.record({
        actor,
        action: 'update',
        kind: 'lab-settings',
        label: SELF_VERIFICATION,
        summary: `${SELF_VERIFICATION}: ${after.allow_self_verification ? 'on' : 'off'}`,
        before,
        after,
      });
      return after;
    },
  };
}
export type PeopleService = ReturnType<typeof peopleService>;
