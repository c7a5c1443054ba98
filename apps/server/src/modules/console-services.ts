import type { AppContext } from '../context';
import { activityRepository } from './activity/activity.repository';
import { activityService } from './activity/activity.service';
import { analyticsRepository } from './analytics/analytics.repository';
import { analyticsService } from './analytics/analytics.service';
import type { SessionsRepository } from './auth/sessions.repository';
import { sessionsService } from './auth/sessions.service';
import { cardsService } from './cards/cards.service';
import { qualityRulesRepository } from './records/quality-rules.repository';
import { cardReportsRepository } from './cards/reports.repository';
import { dashboardService } from './dashboard/dashboard.service';
import { recordsRepository } from './dashboard/records.repository';
import { statsRepository } from './dashboard/stats.repository';
import { statsService } from './dashboard/stats.service';
import { dataServicesService } from './data-services/data-services.service';
import { switchesRepository } from './data-services/switches.repository';
import { switchesService } from './data-services/switches.service';
import { formsRepository } from './forms/forms.repository';
import { formsService } from './forms/forms.service';
import type { MessagesService } from './messages/messages.service';
import { MetricsRecorder } from './monitor/metrics-recorder';
import { monitorRepository } from './monitor/monitor.repository';
import { monitorService } from './monitor/monitor.service';
import { operationLogService } from './oplog/oplog.service';
import { accountService } from './user-center/account.service';
import { certificationRepository } from './user-center/certification.repository';
import { certificationService } from './user-center/certification.service';
import { groupsRepository } from './user-center/groups.repository';
import { groupsService } from './user-center/groups.service';
import type { UsersService } from './users/users.service';
import { loginThrottle } from './auth/login-throttle';
import { throttleRepository } from './auth/throttle.repository';

/** The console's services (workplace, monitor, analytics, cards, forms, profile, user center…), composed into services.ts. */
export function consoleServices(
  ctx: AppContext,
  deps: { users: UsersService; sessions: SessionsRepository; messages: MessagesService },
) {
  const { db, engine } = ctx.database;
  const switches = switchesRepository(db);
  const metrics = new MetricsRecorder();
  // Stateless; the same audit log the catalogue writes to.
  const audit = operationLogService(db);
  const stats = statsRepository(db);
  const sessions = sessionsService(deps.sessions);
  return {
    metrics,
    monitor: monitorService({
      recorder: metrics,
      repo: monitorRepository(db, engine),
      sessions,
      engine,
    }),
    dashboard: dashboardService(stats, recordsRepository(db), ctx.config.displayTz),
    analytics: analyticsService(statsService(stats), analyticsRepository(db), ctx.config.displayTz),
    activity: activityService(activityRepository(db), ctx.config.displayTz),
    cards: cardsService({
      rules: qualityRulesRepository(db, engine),
      reports: cardReportsRepository(db),
      switches: switchesService(switches),
      operationLog: audit,
      displayTz: ctx.config.displayTz,
    }),
    forms: formsService(formsRepository(db), deps.messages, audit),
    account: accountService({
      users: deps.users,
      sessions,
      throttle: loginThrottle(throttleRepository(db)),
    }),
    certification: certificationService(certificationRepository(db), deps.users, deps.messages, audit),
    groups: groupsService(groupsRepository(db), audit),
    groupsRepo: groupsRepository(db),
    certificationRepo: certificationRepository(db),
    dataServices: dataServicesService(switches, audit),
  };
}
