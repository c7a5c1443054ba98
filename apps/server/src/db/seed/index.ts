import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { seedDemoAccounts } from './accounts';
import { seedWelcomeNotice } from './notices';

export interface SeedContext extends AppContext {
  services: Services;
  /** Create demo accounts and generated demo records. */
  demo: boolean;
}

interface SeedStep {
  name: string;
  /** Runs only when demo data is wanted. */
  demoOnly?: boolean;
  run(ctx: SeedContext): Promise<void>;
}

/** In order; each step is idempotent (it checks before it writes). Domains append theirs. */
export const SEED_STEPS: SeedStep[] = [
  { name: 'demo accounts', demoOnly: true, run: seedDemoAccounts },
  { name: 'welcome notice', run: seedWelcomeNotice },
];

export async function seed(ctx: SeedContext, only?: string[]): Promise<void> {
  for (const step of SEED_STEPS) {
    if (step.demoOnly && !ctx.demo) continue;
    if (only && !only.includes(step.name)) continue;
    await step.run(ctx);
  }
}
