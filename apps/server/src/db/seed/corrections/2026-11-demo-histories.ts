import { nowSeconds } from '../../../lib/time';
import { fillDemoHistories } from '../demo/demo-history.repository';
import type { DataMigration } from './index';

/**
 * Demo samples were put in their state (published when they have a report) without a history,
 * so a published demo sample showed only "registered" and its report "tested: not recorded".
 * Demo samples (is_demo = 1) without any move get the moves their state implies; samples a
 * person moved, and every non-demo record, are left alone.
 */
export const demoHistoriesMigration: DataMigration = {
  name: '2026-11-demo-histories',
  run: (ctx) => fillDemoHistories(ctx.database.db, nowSeconds()),
};
