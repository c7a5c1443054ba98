import type { AppContext } from './context';
import './modules/texts';
import { authService } from './modules/auth/auth.service';
import { loginThrottle } from './modules/auth/login-throttle';
import { sessionsRepository } from './modules/auth/sessions.repository';
import { throttleRepository } from './modules/auth/throttle.repository';
import { messagesRepository } from './modules/messages/messages.repository';
import { messagesService } from './modules/messages/messages.service';
import { usersRepository } from './modules/users/users.repository';
import { usersService } from './modules/users/users.service';
import { consoleServices } from './modules/console-services';
import { catalogueServices } from './modules/catalogue-services';
import { offThreadPdf, reportPdfService } from './modules/lab';
import { dnaOffThread } from './modules/dna/dna-off-thread';
import { dnaService } from './modules/dna/dna.service';

/** Builds every service once; modules get what they need from here. */
export function createServices(ctx: AppContext) {
  const { db } = ctx.database;
  const usersRepo = usersRepository(db);
  const users = usersService(usersRepo);
  const sessions = sessionsRepository(db);
  const throttle = loginThrottle(throttleRepository(db));
  const messages = messagesService(messagesRepository(db));
  const catalogue = catalogueServices(ctx, { messages });
  return {
    ...catalogue,
    users,
    usersRepo,
    sessionsRepo: sessions,
    auth: authService({
      sessions,
      users,
      throttle,
      sessionSeconds: ctx.config.sessionSeconds,
      rememberSeconds: ctx.config.rememberSeconds,
    }),
    messages,
    reportPdf: reportPdfService({
      db,
      reports: catalogue.reports,
      settings: ctx.config,
      renderer: offThreadPdf(),
    }),
    ...consoleServices(ctx, { users, sessions, messages }),
    dna: dnaService({ db, operationLog: catalogue.operationLog, config: ctx.config, worker: dnaOffThread() }),
  };
}
export type Services = ReturnType<typeof createServices>;
