import type { Role } from '@yaoshi/contracts';
import type { SeedContext } from './index';

/** The demo accounts of SPEC §5: name = password. Created only with YAOSHI_DEMO on. */
export const DEMO_ACCOUNTS: { username: string; password: string; roles: Role[]; name: string; job: string }[] = [
  { username: 'admin', password: 'admin', roles: ['admin', 'user'], name: '演示管理员 (demo)', job: 'curator' },
  { username: 'user', password: 'user', roles: ['user'], name: '演示研究员 (demo)', job: 'researcher' },
  { username: 'notNeedLogin', password: 'notNeedLogin', roles: ['user'], name: '演示访客 (demo)', job: 'researcher' },
];

export async function seedDemoAccounts({ services }: SeedContext): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    if (await services.usersRepo.findByUsername(a.username)) continue;
    await services.users.create({
      username: a.username,
      password: a.password,
      roles: a.roles,
      profile: {
        name: a.name,
        nickname: a.username,
        job: a.job,
        job_name: a.job === 'curator' ? '数据管理员' : '研究员',
        organization: 'demo',
        organization_name: '药食同源研究所（演示）',
        location: 'beijing',
        location_name: '北京',
        email: `${a.username}@demo.yaoshi.local`,
        introduction: 'Demo account created by YAOSHI_DEMO.',
        account_id: `demo-${a.username}`,
      },
    });
  }
}
