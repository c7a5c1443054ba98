import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_BATCHES, type CatalogueBatch, BATCH_ANNOUNCEMENTS } from '@yaoshi/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError, notFound } from '../lib/errors';
import { t } from '../lib/i18n';
import { visibleQuery, VISITOR } from '../modules/records/record-visibility';
import './public-pages.messages';
import { html } from './html';
import { batchPage, indexPage } from './index-page';
import { matterPage } from './matter-page';
import { htmlLang, messageLang, PAGE_LANGS, type PageLang } from './page-lang';
import { sendCached } from './page-reply';
import { page, type PageContext, tr } from './page-shell';
import { productPage } from './product-page';
import { publicData, type PublicSources } from './public-data';
import { publicPagesRepository, type PublicTable } from './public-pages.repository';
import { regulationPage } from './regulation-page';
import { robotsTxt } from './robots';
import { RECORDS_PER_SITEMAP, SITEMAP_KINDS, sitemapIndex, stampPages, urlSet } from './sitemap';

const HTML = 'text/html; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
const ID = /^[1-9]\d{0,9}$/;
const nowSec = () => Math.floor(Date.now() / 1000);

/** The origin of absolute links: PUBLIC_BASE_URL, else the request's (its proxy's headers only under TRUST_PROXY). */
const baseOf = (config: Config, req: FastifyRequest) => config.publicBaseUrl ?? `${req.protocol}://${req.host}`;

/**
 * Server-rendered public reference pages at stable paths in both languages (`/zh/…`, `/en/…`),
 * the sitemap and robots.txt. They read through the console API's services as a visitor does, so
 * what they show, hide and find is what the API shows, hides and finds; `/` stays the console.
 */
export async function publicPagesRoutes(
  app: FastifyInstance,
  opts: { services: PublicSources; config: Config; database: Database },
) {
  const data = publicData(opts.services);
  const repo = publicPagesRepository(opts.database.db);
  // The visitor's rule (record-visibility.ts) as a status filter for the sitemap's enumeration.
  const visibleStatus = visibleQuery(VISITOR, { status: undefined as string | undefined })!.status!;
  const route = { schema: { hide: true } };

  const contextOf = (req: FastifyRequest, lang: PageLang): PageContext => ({
    lang,
    base: baseOf(opts.config, req),
    tz: opts.config.displayTz,
    institute: opts.config.institute,
  });

  /** A refusal as a page: 404 (missing, offline or demo, alike) or 403 (open data off), never cached as content. */
  function problem(reply: FastifyReply, ctx: PageContext, err: unknown) {
    if (!(err instanceof AppError) || (err.httpStatus !== 404 && err.httpStatus !== 403)) throw err;
    const closed = err.httpStatus === 403;
    const title = tr(ctx, closed ? 'publicPage.closed.title' : 'publicPage.notFound.title');
    const text = closed
      ? t(messageLang(ctx.lang), err.key, { name: t(messageLang(ctx.lang), 'dataService.open-api.title') })
      : tr(ctx, 'publicPage.notFound.body');
    const body = page(
      ctx,
      { path: '/', title, description: text, noindex: true },
      html`<h1>${title}</h1>
        <p>${text}</p>`,
    );
    return reply.code(err.httpStatus).header('cache-control', 'no-cache').type(HTML).send(body.text);
  }

  function pageRoute(
    path: string,
    render: (
      ctx: PageContext,
      params: Record<string, string>,
      query: Record<string, unknown>,
    ) => Promise<{ text: string; lastModified?: number }>,
  ) {
    for (const lang of PAGE_LANGS) {
      app.get(`/${lang}${path}`, route, async (req, reply) => {
        const ctx = contextOf(req, lang);
        try {
          await data.assertOpen();
          const out = await render(ctx, req.params as Record<string, string>, req.query as Record<string, unknown>);
          return sendCached(req, reply, out.text, {
            type: HTML,
            lastModified: out.lastModified,
            language: htmlLang(lang),
          });
        } catch (err) {
          return problem(reply, ctx, err);
        }
      });
    }
  }

  const idOf = (params: Record<string, string>) => {
    const id = params.id ?? '';
    if (!ID.test(id)) throw notFound();
    return Number(id);
  };

  pageRoute('/', async (ctx, _params, query) => {
    const q = typeof query.q === 'string' ? query.q.trim().slice(0, 100) : '';
    if (q) return { text: indexPage(ctx, { q, found: await data.search(q) }).text };
    const [matters, regulations] = await Promise.all([data.allMatters(), data.allRegulations()]);
    const lastModified = Math.max(0, ...matters.map((m) => m.updated_at), ...regulations.map((r) => r.updated_at));
    return { text: indexPage(ctx, { matters, regulations }).text, lastModified: lastModified || undefined };
  });

  pageRoute('/matters/:id', async (ctx, params) => {
    const { matter, reviews } = await data.matter(idOf(params));
    const reviewed = Math.max(0, ...reviews.map((r) => r.reviewed_at ?? 0));
    return {
      text: matterPage(ctx, matter, reviews, nowSec()).text,
      lastModified: Math.max(matter.updated_at, reviewed),
    };
  });

  pageRoute('/products/:id', async (ctx, params) => {
    const product = await data.product(idOf(params));
    return { text: productPage(ctx, product, nowSec()).text, lastModified: product.updated_at };
  });

  pageRoute('/regulations/:id', async (ctx, params) => {
    const regulation = await data.regulation(idOf(params));
    return { text: regulationPage(ctx, regulation, nowSec()).text, lastModified: regulation.updated_at };
  });

  pageRoute('/batches/:batch', async (ctx, params) => {
    const batch = Number(params.batch) as CatalogueBatch;
    if (!CATALOGUE_BATCHES.includes(batch)) throw notFound();
    const [matters, regulations] = await Promise.all([data.allMatters(batch), data.allRegulations()]);
    if (!matters.length) throw notFound();
    const announcement = regulations.find((r) => r.batch === batch || r.regulation_num === BATCH_ANNOUNCEMENTS[batch]);
    const lastModified = Math.max(0, ...matters.map((m) => m.updated_at), announcement?.updated_at ?? 0);
    return { text: batchPage(ctx, batch, matters, announcement).text, lastModified };
  });

  app.get('/robots.txt', route, (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(baseOf(opts.config, req))),
  );

  /** The sitemap answers as the pages do: 403 while the open read API is off. */
  async function sitemapReply(req: FastifyRequest, reply: FastifyReply, make: () => Promise<string | null>) {
    const ctx = contextOf(req, 'zh');
    try {
      await data.assertOpen();
      const xml = await make();
      if (xml === null) throw notFound();
      return sendCached(req, reply, xml, { type: XML });
    } catch (err) {
      return problem(reply, ctx, err);
    }
  }

  app.get('/sitemap.xml', route, (req, reply) =>
    sitemapReply(req, reply, async () => {
      const counts = Object.fromEntries(
        await Promise.all(SITEMAP_KINDS.map(async (k) => [k, await repo.count(k, visibleStatus)] as const)),
      ) as Record<PublicTable, number>;
      return sitemapIndex(baseOf(opts.config, req), counts);
    }),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', route, (req, reply) =>
    sitemapReply(req, reply, async () => {
      const base = baseOf(opts.config, req);
      if (req.params.file === 'pages.xml') {
        const batches = await repo.batchStamps(visibleStatus);
        const newest = Math.max(0, ...batches.map((b) => b.updated_at));
        return urlSet(base, [
          { path: '/', updatedAt: newest || undefined },
          ...batches.map((b) => ({ path: `/batches/${b.batch}`, updatedAt: b.updated_at })),
        ]);
      }
      const m = /^(matters|products|regulations)-([1-9]\d{0,5})\.xml$/.exec(req.params.file);
      if (!m) return null;
      const kind = m[1] as PublicTable;
      const stamps = await repo.stamps(
        kind,
        visibleStatus,
        (Number(m[2]) - 1) * RECORDS_PER_SITEMAP,
        RECORDS_PER_SITEMAP,
      );
      return stamps.length ? urlSet(base, stampPages(kind, stamps)) : null;
    }),
  );
}
