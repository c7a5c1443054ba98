import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { custodyRoutes } from './custody/custody.routes';
import { custodyService } from './custody/custody.service';
import { labStatsRoutes } from './stats/lab-stats.routes';
import { labStatsService } from './stats/lab-stats.service';
import { labMethodsRoutes } from './methods/lab-methods.routes';
import { offThreadInstrumentFiles } from './instruments/instrument-file-off-thread';
import { instrumentsRoutes } from './instruments/instruments.routes';
import { instrumentsService } from './instruments/instruments.service';
import { qcChartsService } from './qc/qc-charts.service';
import { qcRoutes } from './qc/qc.routes';
import { qcTemplatesRoutes } from './qc/qc-templates.routes';
import { qcTemplatesService } from './qc/qc-templates.service';
import { offThreadLabels } from './labels/label-pdf-off-thread';
import { labelsRoutes } from './labels/labels.routes';
import { labelsService } from './labels/labels.service';
import { worksheetsRoutes } from './worksheets/worksheets.routes';
import { worksheetsService } from './worksheets/worksheets.service';

/** Routes of the laboratory's work queues, QC, instruments, methods, labels, custody and figures. */
export async function registerLabRoutes(app: FastifyInstance, services: Services) {
  const { db } = app.ctx.database;
  const { config } = app.ctx;
  const operationLog = services.operationLog;
  const qcTemplates = qcTemplatesService({ db, operationLog });
  await app.register(worksheetsRoutes, {
    worksheets: worksheetsService({ db, operationLog, standards: services.standards, qcTemplates }),
  });
  await app.register(qcTemplatesRoutes, { templates: qcTemplates });
  await app.register(qcRoutes, { qc: services.qc, charts: qcChartsService({ db, operationLog }) });
  const instrumentFiles = offThreadInstrumentFiles();
  app.addHook('onClose', () => instrumentFiles.close());
  await app.register(instrumentsRoutes, {
    instruments: instrumentsService({
      db,
      operationLog,
      reports: services.reports,
      qc: services.qc,
      readFile: instrumentFiles.read,
    }),
  });
  await app.register(labMethodsRoutes, { methods: services.labMethods });
  await app.register(custodyRoutes, { custody: custodyService({ db, operationLog }) });
  await app.register(labelsRoutes, {
    labels: labelsService({ db, settings: config, renderer: offThreadLabels() }),
  });
  await app.register(labStatsRoutes, { labStats: labStatsService({ db, displayTz: config.displayTz }) });
}
