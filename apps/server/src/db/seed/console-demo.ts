import { nowSeconds } from '../../lib/time';
import type { SeedContext } from './index';

/** Demo research projects (SPEC §3 project), members by demo username. Visibly demo: is_demo and the （演示） tag. */
const PROJECTS = [
  {
    name: '药食同源物质目录本草考证',
    description: '逐条核对目录物质的本草记载、基原与药用部位（演示）。',
    members: ['admin', 'user'],
  },
  {
    name: '枸杞子多糖含量产地比较',
    description: '比较宁夏、青海、新疆等产地枸杞子样品的多糖含量（演示）。',
    members: ['user'],
  },
  {
    name: '目录物质 DNA 条形码鉴定',
    description: '以 ITS2、psbA-trnH 条形码鉴定目录物质的基原物种（演示）。',
    members: ['admin', 'user', 'notNeedLogin'],
  },
  {
    name: '药食同源产品营养标签核查',
    description: '核查产品营养成分表与 GB 28050 的一致性（演示）。',
    members: ['admin'],
  },
  {
    name: '样品重金属与农残风险监测',
    description: '汇总物质与产品样品检测报告中的铅、镉、砷、汞与农残结果（演示）。',
    members: ['user', 'notNeedLogin'],
  },
  {
    name: '地方特色药食同源物质调研',
    description: '收集各省地方标准与地方特色食药物质目录（演示）。',
    members: ['admin', 'notNeedLogin'],
  },
];

const TEAMS = [
  { name: '本草考证组（演示）', members: ['admin', 'user'] },
  { name: '分子鉴定组（演示）', members: ['user', 'notNeedLogin'] },
  { name: '质量检测组（演示）', members: ['user'] },
  { name: '数据管理组（演示）', members: ['admin'] },
];

/** Projects, teams and the admin's enterprise certification for the demo accounts. */
export async function seedConsoleDemo({ services }: SeedContext): Promise<void> {
  const repo = services.groupsRepo;
  if ((await repo.count('project')) > 0 || (await repo.count('team')) > 0) return;
  const admin = await services.usersRepo.findByUsername('admin');
  if (!admin) return;
  const ids = new Map<string, number>();
  for (const u of await services.usersRepo.listUsernames()) ids.set(u.username, Number(u.id));
  const memberIds = (names: string[]) => names.map((n) => ids.get(n)).filter((id): id is number => id !== undefined);
  // Fixed times, so every demo install shows the same data.
  const at = Date.UTC(2025, 0, 6) / 1000;
  for (const [i, p] of PROJECTS.entries()) {
    await repo.insert(
      'project',
      { name: p.name, description: p.description },
      memberIds(p.members),
      Number(admin.id),
      at + i * 86400,
      true,
    );
  }
  for (const [i, t] of TEAMS.entries()) {
    await repo.insert(
      'team',
      { name: t.name, description: '', avatar: '' },
      memberIds(t.members),
      Number(admin.id),
      at + i * 86400,
      true,
    );
  }

  if ((await services.certificationRepo.countForUser(Number(admin.id))) === 0) {
    const { id } = await services.certificationRepo.insert({
      user_id: Number(admin.id),
      account_type: 'enterprise',
      legal_person: '演示法人',
      certificate_type: 'business-license',
      authentication_number: 'DEMO-0001',
      enterprise_name: '药食同源研究所（演示）',
      enterprise_certificate_type: 'unified-social-credit-code',
      organization_code: '12100000000000000X',
      status: 'auditing',
      is_demo: 1,
      created_at: at,
    });
    await services.certificationRepo.pass(Number(id), Number(admin.id), at + 86400);
    await services.usersRepo.update(Number(admin.id), { certification: 1, updated_at: nowSeconds() });
  }
}
