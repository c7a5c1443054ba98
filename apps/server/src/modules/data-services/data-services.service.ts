import type { FastifyRequest } from 'fastify';
import { DATA_SERVICE_KEYS, type DataServiceKey, type ServiceCard } from '@yaoshi/contracts';
import { AppError } from '../../lib/errors';
import { CODE } from '@yaoshi/contracts';
import { t, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { OperationLogService } from '../oplog/oplog.service';
import { actorOf } from '../records/actor';
import type { SwitchesRepository } from './switches.repository';

const ICONS: Record<DataServiceKey, string> = { 'open-api': 'api', 'bulk-export': 'export', 'bulk-import': 'import' };
const PREFIX = 'service:';

/**
 * Data services an admin switches on and off. The switch lives in the database, so every
 * instance honours it at once; other modules ask `isEnabled` or put `requireDataService` in
 * front of their routes.
 */
export function dataServicesService(repo: SwitchesRepository, operationLog: OperationLogService) {
  return {
    async isEnabled(key: DataServiceKey): Promise<boolean> {
      const row = await repo.get(PREFIX + key);
      return row ? row.enabled === 1 : true;
    },
    async cards(lang: Lang): Promise<ServiceCard[]> {
      const rows = await repo.list(PREFIX);
      return DATA_SERVICE_KEYS.map((key, i) => {
        const row = rows.find((r) => r.key === PREFIX + key);
        return {
          id: i + 1,
          key,
          icon: ICONS[key],
          title: t(lang, `dataService.${key}.title`),
          description: t(lang, `dataService.${key}.description`),
          enable: row ? row.enabled === 1 : true,
          actionType: 'button' as const,
          expires: false,
          updatedBy: row?.username ?? null,
          updatedAt: row?.updated_at == null ? null : Number(row.updated_at),
        };
      });
    },
    async set(auth: AuthContext, key: DataServiceKey, enable: boolean, lang: Lang) {
      await repo.set(PREFIX + key, enable, auth.userId, nowSeconds());
      await operationLog.record({
        actor: actorOf(auth),
        action: 'update',
        kind: 'data-service',
        label: key,
        after: { enable },
      });
      return (await this.cards(lang)).find((c) => c.key === key)!;
    },
  };
}
export type DataServicesService = ReturnType<typeof dataServicesService>;

/** 40300 saying which service is off. */
export const dataServiceDisabled = (key: DataServiceKey) =>
  new AppError(CODE.FORBIDDEN, 'dataService.disabled', { name: key });

/**
 * preHandler for routes behind a data service, e.g. `preHandler: requireDataService(services.dataServices, 'bulk-export')`.
 * `visitorsOnly`: the switch only applies to callers who are not signed in (the open read API).
 */
export function requireDataService(
  dataServices: Pick<DataServicesService, 'isEnabled'>,
  key: DataServiceKey,
  opts: { visitorsOnly?: boolean } = {},
) {
  return async (req: FastifyRequest) => {
    if (opts.visitorsOnly && req.auth) return;
    if (!(await dataServices.isEnabled(key))) {
      const err = dataServiceDisabled(key);
      throw new AppError(err.code, err.key, { name: t(req.lang, `dataService.${key}.title`) });
    }
  };
}
