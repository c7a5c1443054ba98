import { it } from 'vitest';
import { createTestApp } from './helper';
import { seed } from '../src/db/seed';
it('seeds', async () => {
  let t0 = Date.now();
  const t = await createTestApp((process.env.ENG as 'sqlite') ?? 'sqlite', { seed: [] });
  console.log('app ms', Date.now() - t0);
  for (const step of ['demo accounts', 'catalogue', 'regulations', 'demo catalogue']) {
    t0 = Date.now();
    await seed({ config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true }, [step]);
    console.log(step, Date.now() - t0);
  }
  await t.close();
});
