import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  releaseCreateSchema,
  releaseDoiSchema,
  releaseFileParamsSchema,
  releaseListSchema,
  releaseParamsSchema,
  releaseSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { requireDataService, type DataServicesService } from '../../modules/data-services/data-services.service';
import { actorOf } from '../../modules/records/actor';
import { viewerOf } from '../../modules/records/record-visibility';
import type { Config } from '../../config';
import { dataciteOf, dcatCatalog } from './release-catalog';
import type { ReleasesService } from './releases.service';

const tags = ['releases'];
const admin = ['admin'] as const;

/** Text types are served as UTF-8; the rest as their media type. */
const contentType = (mediatype: string) =>
  /^text\/|yaml|json/.test(mediatype) ? `${mediatype}; charset=utf-8` : mediatype;

/**
 * `/api/releases`: numbered, immutable data releases of the public reference. Curators cut them
 * and set their DOI; anyone may list and download them, as they may read the catalogue: when the
 * "open read API" data service is off, visitors must sign in.
 */
export async function releasesRoutes(
  root: FastifyInstance,
  opts: {
    releases: ReleasesService;
    dataServices: Pick<DataServicesService, 'isEnabled'>;
    config: Pick<Config, 'publicBaseUrl' | 'institute'>;
  },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { releases } = opts;
  const openData = requireDataService(opts.dataServices, 'open-api', { visitorsOnly: true });
  const base = (req: FastifyRequest) => opts.config.publicBaseUrl ?? `${req.protocol}://${req.host}`;

  app.get(
    '/api/releases',
    {
      config: { access: 'open' },
      preHandler: openData,
      schema: {
        tags,
        summary: 'Data releases, newest first, with the share of facts verified',
        response: { 200: envelope(releaseListSchema) },
      },
    },
    async (req) => ok(req, { list: await releases.list(viewerOf(req.auth)) }),
  );

  app.post(
    '/api/releases',
    {
      config: { access: [...admin] },
      schema: {
        tags,
        summary: 'Cut a release of the public reference; it builds in the background (poll GET /api/releases/:version)',
        body: releaseCreateSchema,
        response: { 200: envelope(releaseSchema) },
      },
    },
    async (req) => {
      const release = await releases.cut(req.body, actorOf(req.auth));
      return ok(req, release, 'release.started');
    },
  );

  app.get(
    '/api/releases/catalog.jsonld',
    {
      config: { access: 'open' },
      preHandler: openData,
      schema: { tags, summary: 'DCAT 3 catalogue of every release (JSON-LD)' },
    },
    async (req, reply) => {
      const ready = await releases.readyRows();
      return reply
        .type('application/ld+json; charset=utf-8')
        .send(JSON.stringify(dcatCatalog(ready, opts.config.institute, base(req)), null, 2));
    },
  );

  app.get(
    '/api/releases/:version',
    {
      config: { access: 'open' },
      preHandler: openData,
      schema: {
        tags,
        summary: 'A release: its state, progress, files and sums',
        params: releaseParamsSchema,
        response: { 200: envelope(releaseSchema) },
      },
    },
    async (req) => ok(req, await releases.get(req.params.version, viewerOf(req.auth))),
  );

  app.get(
    '/api/releases/:version/datacite.json',
    {
      config: { access: 'open' },
      preHandler: openData,
      schema: {
        tags,
        summary: 'DataCite metadata of a release, with its DOI once minted',
        params: releaseParamsSchema,
      },
    },
    async (req, reply) => {
      await releases.get(req.params.version, viewerOf(null));
      const ready = await releases.readyRows();
      const row = ready.find((r) => r.version === req.params.version)!;
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(dataciteOf(row, ready, opts.config.institute, base(req)), null, 2));
    },
  );

  app.get(
    '/api/releases/:version/files/:name',
    {
      config: { access: 'open' },
      preHandler: openData,
      schema: { tags, summary: 'A file of a release (ETag: its SHA-256)', params: releaseFileParamsSchema },
    },
    async (req, reply) => {
      const { path, file } = await releases.file(req.params.version, req.params.name);
      const etag = `"${file.sha256}"`;
      // A release's files never change: caches may keep them for good.
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type(contentType(file.mediatype))
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(fs.createReadStream(path));
    },
  );

  app.put(
    '/api/releases/:version/doi',
    {
      config: { access: [...admin] },
      schema: {
        tags,
        summary: 'Record the DOI minted for a release (the one field of a release that changes; audited)',
        params: releaseParamsSchema,
        body: releaseDoiSchema,
        response: { 200: envelope(releaseSchema) },
      },
    },
    async (req) =>
      ok(req, await releases.setDoi(req.params.version, req.body.doi, actorOf(req.auth)), 'release.doiSaved'),
  );
}
