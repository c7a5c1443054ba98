import { roleSchema, type Role, type UserInfo } from '@yaoshi/contracts';
import { hashPassword } from '../../lib/passwords';
import { nowSeconds } from '../../lib/time';
import type { UserRow, UsersRepository } from './users.repository';

export function parseRoles(value: string): Role[] {
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((r): r is Role => roleSchema.safeParse(r).success) : [];
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
  };
}

export interface NewUser {
  username: string;
  password: string;
  roles: Role[];
  profile?: Partial<Omit<UserRow, 'id' | 'username' | 'password_hash' | 'roles' | 'role'>>;
}

export function usersService(repo: UsersRepository) {
  return {
    async create({ username, password, roles, profile = {} }: NewUser): Promise<number> {
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
        // A curator signs in as admin; switch-role steps down to the researcher's view.
        role: roles.includes('admin') ? 'admin' : roles[0]!,
      });
      return Number(id);
    },
    async setPassword(userId: number, password: string) {
      await repo.update(userId, { password_hash: await hashPassword(password), updated_at: nowSeconds() });
    },
    async setRoles(userId: number, roles: Role[]) {
      const row = await repo.findById(userId);
      const role = row && roles.includes(row.role as Role) ? row.role : roles[0]!;
      await repo.update(userId, { roles: JSON.stringify(roles), role, updated_at: nowSeconds() });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
