import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { seedDemoAccounts } from './accounts';
import { seedWelcomeNotice } from './notices';
import { seedCatalogue, seedRegulations } from './catalogue';
import { seedDemoCatalogue } from './demo/demo-catalogue';
import { seedConsoleDemo } from './console-demo';

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
  { name: 'catalogue', run: seedCatalogue },
  { name: 'regulations', run: seedRegulations },
  { name: 'demo catalogue', demoOnly: true, run: seedDemoCatalogue },
  { name: 'console demo', demoOnly: true, run: seedConsoleDemo },
];

export async function seed(ctx: SeedContext, only?: string[]): Promise<void> {
  for (const step of SEED_STEPS) {
    if (step.demoOnly && !ctx.demo) continue;
    if (only && !only.includes(step.name)) continue;
    await step.run(ctx);
  }
}
