import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, deletedSchema, envelope, idParamSchema, pageSchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { fastSerializerCompiler } from '../../plugins/fast-serializer';
import { type Actor, actorOf } from './actor';
import { localiseError } from './localise';
import { type Viewer, viewerOf } from './record-visibility';

/** What a record kind's service offers the generic routes. */
export interface CrudService<Q, Row, Detail, Rec, Create, Update> {
  list(q: Q, viewer: Viewer): Promise<{ list: Row[]; total: number; current: number; pageSize: number }>;
  detail(id: number, viewer: Viewer): Promise<Detail>;
  create(body: Create, actor: Actor): Promise<Rec>;
  update(id: number, body: Update, actor: Actor): Promise<Rec>;
  remove(id: number, actor: Actor): Promise<void>;
}

export interface CrudSpec<Q, Row, Detail, Rec, Create, Update> {
  /** `/api/<path>` */
  path: string;
  tag: string;
  readAccess: Access;
  writeAccess: Access;
  /** Who may create, when others than writeAccess (researchers register samples). */
  createAccess?: Access;
  /**
   * Checks a create body against the caller beyond its schema (throws an AppError): a
   * preHandler of the create route alone, so reads never pass through it.
   */
  createGuard?: (req: FastifyRequest) => void;
  schemas: {
    query: z.ZodType<Q>;
    row: z.ZodType<Row>;
    detail: z.ZodType<Detail>;
    record: z.ZodType<Rec>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
  };
  service: CrudService<Q, Row, Detail, Rec, Create, Update>;
}

/** Runs a handler body; service errors get their field messages in the caller's language. */
export async function localised<T>(req: FastifyRequest, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw localiseError(err, req.lang);
  }
}

/** GET list, GET /:id, POST, PUT /:id, DELETE /:id of one record kind. */
export function registerCrud<Q, Row, Detail, Rec, Create, Update>(
  root: FastifyInstance,
  spec: CrudSpec<Q, Row, Detail, Rec, Create, Update>,
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${spec.path}`;
  const tags = [spec.tag];
  const viewer = (req: FastifyRequest) => viewerOf(req.auth);
  const { schemas, service } = spec;

  app.get(
    base,
    {
      config: { access: spec.readAccess },
      // The hot read routes: answers built from typed rows, written without re-validating them.
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        querystring: schemas.query as z.ZodType,
        response: { 200: envelope(pageSchema(schemas.row as z.ZodType)) },
      },
    },
    async (req) => localised(req, async () => ok(req, await service.list(req.query as Q, viewer(req)))),
  );
  app.get(
    `${base}/:id`,
    {
      config: { access: spec.readAccess },
      serializerCompiler: fastSerializerCompiler,
      schema: { tags, params: idParamSchema, response: { 200: envelope(schemas.detail as z.ZodType) } },
    },
    async (req) => localised(req, async () => ok(req, await service.detail(req.params.id, viewer(req)))),
  );
  app.post(
    base,
    {
      config: { access: spec.createAccess ?? spec.writeAccess },
      schema: { tags, body: schemas.create as z.ZodType, response: { 200: envelope(schemas.record as z.ZodType) } },
      ...(spec.createGuard ? { preHandler: async (req: FastifyRequest) => spec.createGuard!(req) } : {}),
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await service.create(req.body as Create, actorOf(req.auth)), 'record.created'),
      ),
  );
  app.put(
    `${base}/:id`,
    {
      config: { access: spec.writeAccess },
      schema: {
        tags,
        params: idParamSchema,
        body: schemas.update as z.ZodType,
        response: { 200: envelope(schemas.record as z.ZodType) },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await service.update(req.params.id, req.body as Update, actorOf(req.auth)), 'record.updated'),
      ),
  );
  app.delete(
    `${base}/:id`,
    {
      config: { access: spec.writeAccess },
      schema: { tags, params: idParamSchema, response: { 200: envelope(deletedSchema) } },
    },
    async (req) =>
      localised(req, async () => {
        await service.remove(req.params.id, actorOf(req.auth));
        return ok(req, { id: req.params.id }, 'record.deleted');
      }),
  );
}
