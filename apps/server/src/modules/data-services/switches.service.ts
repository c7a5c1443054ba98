import type { SwitchesRepository } from './switches.repository';

/** The on/off switches as other modules use them (cards' quality rules): the repository behind data services. */
export function switchesService(repo: SwitchesRepository) {
  return {
    list: (prefix: string) => repo.list(prefix),
    get: (key: string) => repo.get(key),
    set: (key: string, enabled: boolean, by: number, at: number) => repo.set(key, enabled, by, at),
  };
}
export type SwitchesService = ReturnType<typeof switchesService>;
