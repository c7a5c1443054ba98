import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { activityRoutes } from './activity/activity.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { cardsRoutes } from './cards/cards.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { dataServicesRoutes } from './data-services/data-services.routes';
import { formsRoutes } from './forms/forms.routes';
import { monitorRoutes } from './monitor/monitor.routes';
import { profileRoutes } from './profile/profile.routes';
import { preferencesRepository } from './preferences/preferences.repository';
import { preferencesRoutes } from './preferences/preferences.routes';
import { preferencesService } from './preferences/preferences.service';
import { groupsRoutes } from './user-center/groups.routes';
import { userCenterRoutes } from './user-center/user-center.routes';
import { peopleRoutes } from './users/people.routes';
import { peopleService } from './users/people.service';

/** Routes behind the console screens. */
export async function registerConsoleRoutes(app: FastifyInstance, services: Services) {
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(monitorRoutes, { monitor: services.monitor });
  await app.register(activityRoutes, { activity: services.activity });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(cardsRoutes, { cards: services.cards });
  await app.register(dataServicesRoutes, { dataServices: services.dataServices });
  await app.register(formsRoutes, { forms: services.forms });
  await app.register(profileRoutes, { forms: services.forms });
  await app.register(userCenterRoutes, { account: services.account, certification: services.certification });
  await app.register(groupsRoutes, { groups: services.groups });
  await app.register(peopleRoutes, {
    people: peopleService({ db: app.ctx.database.db, operationLog: services.operationLog }),
  });
  await app.register(preferencesRoutes, {
    preferences: preferencesService(preferencesRepository(app.ctx.database.db)),
  });
}
