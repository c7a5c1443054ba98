// Types of evaluate.mjs for the TypeScript test that checks the requirements map.
export interface TestRef {
  file: string;
  name: string;
}
export interface Requirement {
  id: string;
  clause: string;
  en: string;
  zh: string;
  tests: TestRef[];
}
export interface TestRun {
  file: string;
  name: string;
  status: string;
}
export type Verdict = 'met' | 'failed' | 'missing' | 'not-covered';
export interface Result extends Requirement {
  tests: (TestRef & { runs: TestRun[]; state: 'passed' | 'failed' | 'missing' })[];
  verdict: Verdict;
}
export function flattenReport(report: unknown, root: string): TestRun[];
export function evaluate(requirements: Requirement[], runs: TestRun[]): Result[];
export function summarise(results: Result[]): {
  requirements: number;
  met: number;
  failed: number;
  missing: number;
  notCovered: number;
  runs: number;
};
