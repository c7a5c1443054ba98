import type { AppContext } from '../context';
import { exchangeKinds } from './exchange/exchange-kinds';
import { exchangeService } from './exchange/exchange.service';
import { filesService } from './files/files.service';
import { factReviewsService } from './proofreading/fact-reviews.service';
import { mattersService } from './matters/matters.service';
import { productsService } from './products/products.service';
import { labMethodsService, lifecycleService, qcService, reportsService, standardsService } from './lab';
import { samplesService } from './samples/samples.service';
import type { MessagesService } from './messages/messages.service';
import { operationLogService } from './oplog/oplog.service';
import { viewsRepository } from './records/views.repository';
import { viewsService } from './records/views.service';
import { regulationsService } from './regulations/regulations.service';
import { searchReindexer } from './search/search-reindexer';

/** Services of the catalogue domains (matters, products, samples, reports, regulations, files, audit). */
export function catalogueServices(ctx: AppContext, deps: { messages: MessagesService }) {
  const { db, engine } = ctx.database;
  /** The audit log; every module's writes record through `operationLog.record(entry, trx?)`. */
  const operationLog = operationLogService(db);
  const views = viewsService(viewsRepository(db), { displayTz: ctx.config.displayTz });
  const base = { db, engine, operationLog, views };
  /** Products' and samples' search text after a matter's Latin or English names change (background). */
  const searchReindex = searchReindexer(db, {
    // Left queued and retried on the next poll; say why once per failed pass.
    onError: (err) => console.error(`search reindex pass failed: ${err instanceof Error ? err.message : String(err)}`),
  });
  const matters = mattersService({ ...base, demoForVisitors: ctx.config.demoForVisitors });
  const regulations = regulationsService({ ...base, messages: deps.messages });
  const products = productsService(base);
  const standards = standardsService({ db, operationLog });
  /** Validated methods: a report item judged with one is checked against its range and gets a derived U. */
  const labMethods = labMethodsService({ db, operationLog });
  const reports = reportsService({ ...base, messages: deps.messages, standards, methods: labMethods });
  const reportRows = (ids: number[]) => reports.rows(ids);
  const readableReports = reports.visibleIds;
  const matterSamples = samplesService('matter', { ...base, reportRows, readableReports });
  const productSamples = samplesService('product', { ...base, reportRows, readableReports });
  /** QC of worksheet runs; a run it holds stops its samples' verification and publication. */
  const qc = qcService({ db, operationLog });
  const lifecycle = lifecycleService({ db, engine, operationLog, messages: deps.messages, qcHold: qc.holdOf });
  const files = filesService({
    db,
    limits: { quotaBytes: ctx.config.uploadQuota, perWindow: ctx.config.uploadsPer10Min },
  });
  const records = { matters, regulations, products, reports, matterSamples, productSamples };
  const exchange = exchangeService({
    db,
    displayTz: ctx.config.displayTz,
    operationLog,
    messages: deps.messages,
    reports,
  });
  return {
    operationLog,
    views,
    searchReindex,
    ...records,
    standards,
    labMethods,
    files,
    exchange,
    exchangeKinds: exchangeKinds(records),
    lifecycle,
    qc,
    factReviews: factReviewsService({ db }),
  };
}
export type CatalogueServices = ReturnType<typeof catalogueServices>;
