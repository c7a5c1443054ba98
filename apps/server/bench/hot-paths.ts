// Issue 9.4 figures besides the scenario table: each scenario's floor (floor.ts) and list
// throughput with WORKERS=2 against WORKERS=1, measured back to back on the same machine.
import type { BenchTarget } from './engines';
import { type Floor, type FloorScenario, floors } from './floor';
import type { Result } from './report';

export type Scenario = [string, string, Record<string, string>, (() => string)?];

/** WORKERS=2 against WORKERS=1 on one list scenario: one-worker runs before and after the two-worker one. */
export interface WorkersComparison {
  scenario: string;
  url: string;
  one: Result[];
  two: Result;
  /** two.rps ÷ the mean of one[].rps */
  ratio: number;
}

/** The list scenario the WORKERS comparison uses. */
export const WORKERS_SCENARIO = 'matter samples: page 1 with total';

/** URLs a varied scenario asks for, for its floor: the first 20 it would ask. */
const FLOOR_URLS = 20;

/** Each scenario's floor, keyed by scenario name. */
export async function scenarioFloors(
  target: BenchTarget,
  scenarios: Scenario[],
  opts: { ms: number; connections: number },
): Promise<Map<string, Floor>> {
  const list: FloorScenario[] = scenarios.map(([name, url, headers, pick]) => ({
    name,
    urls: pick ? Array.from({ length: FLOOR_URLS }, pick) : [url],
    signedIn: 'token' in headers,
  }));
  return floors(target, list, opts);
}

export const attachFloors = (results: Result[], found: Map<string, Floor>): Result[] =>
  results.map((r) => ({ ...r, floor: found.get(r.name) }));

/**
 * One worker, two workers, one worker again: the mean of the one-worker runs is compared,
 * so a load that drifts during the three runs does not flatter either side.
 */
export async function compareWorkers(
  scenario: Scenario,
  one: (s: Scenario) => Promise<Result>,
  two: (s: Scenario) => Promise<Result>,
): Promise<WorkersComparison> {
  const first = await one(scenario);
  const pair = await two(scenario);
  const second = await one(scenario);
  const mean = (first.rps + second.rps) / 2;
  return { scenario: scenario[0], url: scenario[1], one: [first, second], two: pair, ratio: pair.rps / mean };
}
