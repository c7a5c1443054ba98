import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DNA_IMPORT_MAX_CHARS,
  deletedSchema,
  dnaBarcodeInputSchema,
  dnaBarcodeListQuerySchema,
  dnaBarcodeSchema,
  dnaBarcodeUpdateSchema,
  dnaIdentifyBodySchema,
  dnaIdentifyResultSchema,
  dnaImportBodySchema,
  dnaImportResultSchema,
  dnaLibrarySummarySchema,
  envelope,
  idParamSchema,
  pageSchema,
  sampleDnaBodySchema,
  sampleDnaSchema,
  sampleIdentifyBodySchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { actorOf } from '../records/actor';
import { localised } from '../records/crud-routes';
import { viewerOf } from '../records/record-visibility';
import type { DnaService } from './dna.service';

const tags = ['dna'];
const admin = ['admin'] as const;
const lab = ['user', 'admin'] as const;

/** DNA reference library (admins write, signed-in users read), identification, sample sequences. */
export async function dnaRoutes(root: FastifyInstance, { dna }: { dna: DnaService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  root.addHook('onClose', async () => dna.close());

  app.get(
    '/api/dna/summary',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Counts of the DNA reference library (sequences, demo, matters, species, per marker)',
        tags,
        response: { 200: envelope(dnaLibrarySummarySchema) },
      },
    },
    async (req) => ok(req, await dna.summary()),
  );
  app.get(
    '/api/dna/barcodes',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'List the reference barcodes (filter by matter and marker)',
        tags,
        querystring: dnaBarcodeListQuerySchema,
        response: { 200: envelope(pageSchema(dnaBarcodeSchema)) },
      },
    },
    async (req) => ok(req, await dna.list(req.query)),
  );
  app.post(
    '/api/dna/barcodes/import',
    {
      config: { access: [...admin] },
      bodyLimit: DNA_IMPORT_MAX_CHARS + 64 * 1024,
      schema: {
        summary: 'Import reference barcodes from FASTA (>MATTER_NUM|MARKER|Species|source); all or nothing',
        tags,
        body: dnaImportBodySchema,
        response: { 200: envelope(dnaImportResultSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await dna.importFasta(req.body, actorOf(req.auth)), 'dna.imported')),
  );
  app.get(
    '/api/dna/barcodes/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'One reference barcode',
        tags,
        params: idParamSchema,
        response: { 200: envelope(dnaBarcodeSchema) },
      },
    },
    async (req) => ok(req, await dna.get(req.params.id)),
  );
  app.post(
    '/api/dna/barcodes',
    {
      config: { access: [...admin] },
      schema: {
        summary: 'Add a reference barcode',
        tags,
        body: dnaBarcodeInputSchema,
        response: { 200: envelope(dnaBarcodeSchema) },
      },
    },
    async (req) => localised(req, async () => ok(req, await dna.create(req.body, actorOf(req.auth)), 'record.created')),
  );
  app.put(
    '/api/dna/barcodes/:id',
    {
      config: { access: [...admin] },
      schema: {
        summary: 'Edit a reference barcode',
        tags,
        params: idParamSchema,
        body: dnaBarcodeUpdateSchema,
        response: { 200: envelope(dnaBarcodeSchema) },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await dna.update(req.params.id, req.body, actorOf(req.auth)), 'record.updated'),
      ),
  );
  app.delete(
    '/api/dna/barcodes/:id',
    {
      config: { access: [...admin] },
      schema: {
        summary: 'Delete a reference barcode',
        tags,
        params: idParamSchema,
        response: { 200: envelope(deletedSchema) },
      },
    },
    async (req) =>
      localised(req, async () => {
        await dna.remove(req.params.id, actorOf(req.auth));
        return ok(req, { id: req.params.id }, 'record.deleted');
      }),
  );
  app.post(
    '/api/dna/identify',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Identify one sequence or a FASTA of up to 100 against the library (top 5 hits and a call each)',
        tags,
        body: dnaIdentifyBodySchema,
        response: { 200: envelope(dnaIdentifyResultSchema) },
      },
    },
    async (req) => localised(req, async () => ok(req, await dna.identify(req.body, actorOf(req.auth)))),
  );
  app.get(
    '/api/dna/samples/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "A sample's DNA sequence and its stored identification call",
        tags,
        params: idParamSchema,
        response: { 200: envelope(sampleDnaSchema) },
      },
    },
    async (req) => ok(req, await dna.sampleDna(req.params.id, viewerOf(req.auth))),
  );
  app.put(
    '/api/dna/samples/:id/sequence',
    {
      config: { access: [...lab] },
      schema: {
        summary: "Set or clear a sample's DNA sequence",
        tags,
        params: idParamSchema,
        body: sampleDnaBodySchema,
        response: { 200: envelope(sampleDnaSchema) },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(
          req,
          await dna.setSampleSequence(req.params.id, req.body.sequence, actorOf(req.auth), viewerOf(req.auth)),
          'record.updated',
        ),
      ),
  );
  app.post(
    '/api/dna/samples/:id/identify',
    {
      config: { access: [...lab] },
      schema: {
        summary: "Identify a sample's sequence and store the call on the sample",
        tags,
        params: idParamSchema,
        body: sampleIdentifyBodySchema,
        response: {
          200: envelope(z.object({ sample: sampleDnaSchema, result: dnaIdentifyResultSchema })),
        },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await dna.identifySample(req.params.id, req.body, actorOf(req.auth), viewerOf(req.auth))),
      ),
  );
}
