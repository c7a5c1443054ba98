import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  envelope,
  matterDetailSchema,
  matterRowSchema,
  matterSampleDetailSchema,
  matterSampleRowSchema,
  pageSchema,
  productDetailSchema,
  productRowSchema,
  productSampleDetailSchema,
  productSampleRowSchema,
  regulationDetailSchema,
  regulationRowSchema,
  standardSchema,
} from '@yaoshi/contracts';
import { fastSerializerCompiler, outputJsonSchema } from '../src/plugins/fast-serializer';
import { createTestApp, describeEngines, type TestApp } from './helper';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const both = (schema: z.ZodType, data: unknown) => ({
  fast: fastSerializerCompiler(route(schema))(data),
  zod: serializerCompiler(route(schema))(data),
});

describe('fast serializer', () => {
  it('writes what the zod serializer writes: key order, unknown keys dropped, nulls, defaults, escapes', () => {
    const schema = envelope(
      z.object({
        b: z.number().int(),
        a: z.string().nullable(),
        nested: z.object({ y: z.boolean(), x: z.array(z.string()) }).nullable(),
        list: z.array(z.object({ id: z.number(), at: z.number().nullable() })),
        tags: z.array(z.string()).default([]),
        note: z.string().optional(),
        map: z.record(z.string(), z.number()),
        state: z.enum(['registered', 'received']),
        when: z.iso.datetime(),
      }),
    );
    const data = {
      status: 200,
      data: {
        extra: 'dropped',
        when: '2026-11-23T03:00:00.000Z',
        state: 'received',
        map: { 'k"1': 1.5, k2: -0 },
        list: [
          { at: null, id: 3, hidden: true },
          { id: 1e21, at: 17 },
        ],
        nested: { x: ['"quoted"', 'line\nbreak', '\u2028', '药食同源', '\ud83d\ude00'], y: false },
        a: null,
        b: 7,
      },
      msg: '成功',
      code: 1,
    };
    const { fast, zod } = both(schema, data);
    expect(fast).toBe(zod);
    const noNested = { ...data, data: { ...data.data, nested: null, note: 'n', tags: undefined } };
    expect(both(schema, noNested).fast).toBe(both(schema, noNested).zod);
  });

  it('keeps the zod serializer for what JSON Schema cannot say (a transform)', () => {
    const schema = z.object({ n: z.string().transform((s) => s.length) });
    expect(outputJsonSchema(schema)).toBeNull();
    expect(fastSerializerCompiler(route(schema))({ n: 'abc' })).toBe('{"n":3}');
  });
});

/** Every record kind's list page and detail, as served (fast), against the zod serializer of the same data. */
describeEngines('fast serializer on the record routes', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      seed: ['demo accounts', 'catalogue', 'regulations', 'standards', 'demo catalogue'],
    });
  });
  afterAll(async () => t.close());

  const kinds: [string, z.ZodType, z.ZodType][] = [
    ['matters', matterRowSchema, matterDetailSchema],
    ['products', productRowSchema, productDetailSchema],
    ['matter-samples', matterSampleRowSchema, matterSampleDetailSchema],
    ['product-samples', productSampleRowSchema, productSampleDetailSchema],
    ['regulations', regulationRowSchema, regulationDetailSchema],
    ['standards', standardSchema, standardSchema],
  ];
  it.each(kinds)('%s: list and detail bytes are the zod serializer’s', async (path, row, detail) => {
    const list = await t.call('GET', `/api/${path}?current=1&pageSize=20`, { as: 'admin' });
    expect(list.statusCode).toBe(200);
    expect(list.data.list.length).toBeGreaterThan(0);
    expect(list.body).toBe(serializerCompiler(route(envelope(pageSchema(row))))(list.envelope));
    for (const { id } of list.data.list.slice(0, 5) as { id: number }[]) {
      const d = await t.call('GET', `/api/${path}/${id}`, { as: 'admin' });
      expect(d.statusCode).toBe(200);
      expect(d.body).toBe(serializerCompiler(route(envelope(detail)))(d.envelope));
    }
  });
});
