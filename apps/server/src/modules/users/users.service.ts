import {
  defaultCapabilities,
  type LabCapability,
  labCapabilitySchema,
  roleSchema,
  type Role,
  type UserInfo,
} from '@yaoshi/contracts';
import { hashPassword } from '../../lib/passwords';
import { nowSeconds } from '../../lib/time';
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/tables/users';
import type { UserRow, UsersRepository } from './users.repository';

export type { UserRow };

export function parseRoles(value: string): Role[] {
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((r): r is Role => roleSchema.safeParse(r).success) : [];
  } catch {
    return [];
  }
}

export function parseCapabilities(value: string): LabCapability[] {
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((c): c is LabCapability => labCapabilitySchema.safeParse(c).success) : [];
  } catch {
    return [];
  }
}

/** The SPEC §3 session/user record from a row. */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    user_id: row.id,
    username: row.username,
    name: row.name,
    nickname: row.nickname,
    avatar: row.avatar,
    job: row.job,
    jobName: row.job_name,
    organization: row.organization,
    organizationName: row.organization_name,
    location: row.location,
    locationName: row.location_name,
    email: row.email,
    introduction: row.introduction,
    personalWebsite: row.personal_website,
    phone: row.phone,
    mobile: row.mobile,
    registrationDate: row.registration_date,
    createtime: row.created_at,
    accountId: row.account_id,
    certification: row.certification,
    score: row.score,
    role: roleSchema.catch('user').parse(row.role),
    roles: parseRoles(row.roles),
    capabilities: parseCapabilities(row.lab_capabilities),
    must_change_password: row.must_change_password === 1,
  };
}

export interface NewUser {
  username: string;
  password: string;
  roles: Role[];
  /** Laboratory capabilities; default: every one for an admin, result entry for a researcher. */
  capabilities?: LabCapability[];
  /** The password is temporary: it must be changed at the first sign-in. */
  temporary?: boolean;
  profile?: Partial<Omit<UserRow, 'id' | 'username' | 'password_hash' | 'roles' | 'role'>>;
}

export function usersService(repo: UsersRepository) {
  return {
    // Other modules (auth, user center) read and write accounts through these, never the repository.
    findById: (id: number) => repo.findById(id),
    findByUsername: (username: string) => repo.findByUsername(username),
    update: (id: number, patch: Updateable<UsersTable>) => repo.update(id, patch),
    async create({ username, password, roles, capabilities, temporary, profile = {} }: NewUser): Promise<number> {
      const now = nowSeconds();
      const { id } = await repo.insert({
        name: username,
        nickname: username,
        avatar: '',
        job: '',
        job_name: '',
        organization: '',
        organization_name: '',
        location: '',
        location_name: '',
        email: '',
        introduction: '',
        personal_website: '',
        phone: '',
        mobile: '',
        account_id: '',
        country_region: '',
        area: '',
        address: '',
        profile: '',
        certification: 0,
        score: 0,
        status: 'online',
        registration_date: now,
        created_at: now,
        updated_at: now,
        ...profile,
        username,
        password_hash: await hashPassword(password),
        roles: JSON.stringify(roles),
        lab_capabilities: JSON.stringify(capabilities ?? defaultCapabilities(roles)),
        must_change_password: temporary ? 1 : 0,
        // A curator signs in as admin; switch-role steps down to the researcher's view.
        role: roles.includes('admin') ? 'admin' : roles[0]!,
      });
      return Number(id);
    },
    /** A temporary password must be changed at the next sign-in; any other clears that duty. */
    async setPassword(userId: number, password: string, opts: { temporary?: boolean } = {}) {
      await repo.update(userId, {
        password_hash: await hashPassword(password),
        must_change_password: opts.temporary ? 1 : 0,
        updated_at: nowSeconds(),
      });
    },
    async setRoles(userId: number, roles: Role[]) {
      const row = await repo.findById(userId);
      const role = row && roles.includes(row.role as Role) ? row.role : roles[0]!;
      await repo.update(userId, { roles: JSON.stringify(roles), role, updated_at: nowSeconds() });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
