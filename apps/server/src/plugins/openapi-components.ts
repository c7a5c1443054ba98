import { z } from 'zod';
import * as c from '@yaoshi/contracts';
import { CODE, HTTP_STATUS, type ErrorCode } from '@yaoshi/contracts';

/**
 * Contract schemas the OpenAPI document names as shared components instead of repeating them
 * inline: the records of each kind, the users and files, and the two recursive trees (menu,
 * regions), which can only be written as a component that refers to itself.
 * fastify-type-provider-zod turns every schema with an `id` in zod's global registry into a
 * component (input and output forms: `MatterCreateInput`, `Matter`) and a $ref to it.
 */
const COMPONENTS: [string, z.ZodType][] = [
  ['AppRoute', c.appRouteSchema],
  ['RegionNode', c.regionNodeSchema],
  ['UserInfo', c.userInfoSchema],
  ['LoginResult', c.loginResultSchema],
  ['FieldError', c.fieldErrorSchema],
  ['StoredFile', c.fileSchema],
  ['OperationLogEntry', c.operationLogSchema],
  ['Matter', c.matterSchema],
  ['MatterDetail', c.matterDetailSchema],
  ['MatterRow', c.matterRowSchema],
  ['MatterCreate', c.matterCreateSchema],
  ['MatterUpdate', c.matterUpdateSchema],
  ['Product', c.productSchema],
  ['ProductDetail', c.productDetailSchema],
  ['ProductRow', c.productRowSchema],
  ['ProductCreate', c.productCreateSchema],
  ['ProductUpdate', c.productUpdateSchema],
  ['MatterSample', c.matterSampleSchema],
  ['MatterSampleDetail', c.matterSampleDetailSchema],
  ['MatterSampleRow', c.matterSampleRowSchema],
  ['MatterSampleCreate', c.matterSampleCreateSchema],
  ['MatterSampleUpdate', c.matterSampleUpdateSchema],
  ['ProductSample', c.productSampleSchema],
  ['ProductSampleDetail', c.productSampleDetailSchema],
  ['ProductSampleRow', c.productSampleRowSchema],
  ['ProductSampleCreate', c.productSampleCreateSchema],
  ['ProductSampleUpdate', c.productSampleUpdateSchema],
  // reportDetailSchema is the same schema as reportSchema.
  ['Report', c.reportSchema],
  ['ReportRow', c.reportRowSchema],
  ['ReportCreate', c.reportCreateSchema],
  ['ReportUpdate', c.reportUpdateSchema],
  ['Regulation', c.regulationSchema],
  ['RegulationDetail', c.regulationDetailSchema],
  ['RegulationRow', c.regulationRowSchema],
  ['RegulationCreate', c.regulationCreateSchema],
  ['RegulationUpdate', c.regulationUpdateSchema],
];

/** Adds the ids once per process (the registry refuses an id twice); keeps other metadata. */
export function registerSchemaComponents(): void {
  for (const [id, schema] of COMPONENTS) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
}

/** The error envelope and one reusable response per HTTP error status, with its codes. */
const ERROR_RESPONSES: Record<number, [name: string, description: string]> = {
  400: ['BadRequest', 'Validation failed (40000): `data` lists the bad fields with a message each.'],
  401: [
    'Unauthorized',
    'Not signed in or unknown token (50008), session ended elsewhere (50012), session expired (50014).',
  ],
  403: ['Forbidden', 'The active role may not do this, or the data service is switched off (40300).'],
  404: ['NotFound', 'No such record or path (40400).'],
  409: ['Conflict', 'Conflicts with the current state, e.g. a record number already taken (40900).'],
  413: ['PayloadTooLarge', 'Body or upload too large (41300).'],
  415: ['UnsupportedMediaType', 'File type not accepted (41500).'],
  429: ['TooManyRequests', 'Too many attempts; `msg` says when to retry (42900).'],
  500: ['InternalError', 'Unexpected server error (50000); never carries internals.'],
  503: ['ServiceUnavailable', 'A dependency is down (50300): `data` names it, e.g. `{ "database": "down" }`.'],
};

const ERROR_CODES = Object.values(CODE).filter((code): code is ErrorCode => code !== CODE.OK);

/** The shared response of each error status. */
export const ERROR_RESPONSE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([status, [name]]) => [status, name]),
);

/** components.schemas.ErrorEnvelope and components.responses.* */
export function errorComponents() {
  const responses: Record<string, unknown> = {};
  for (const [status, [name, description]] of Object.entries(ERROR_RESPONSES)) {
    const codes = ERROR_CODES.filter((code) => HTTP_STATUS[code] === Number(status));
    responses[name] = {
      description,
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/ErrorEnvelope' },
              { type: 'object', properties: { code: { enum: codes } } },
            ],
          },
        },
      },
    };
  }
  responses.SignInRefused = {
    description: "Wrong username or password: 40000 with HTTP 401 (the spec's login contract).",
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorEnvelope' },
            { type: 'object', properties: { code: { enum: [CODE.VALIDATION] } } },
          ],
        },
      },
    },
  };
  const ErrorEnvelope = {
    type: 'object',
    description: 'Every error answer: `code` is stable, `msg` is for a person in the language of Accept-Language.',
    required: ['code', 'msg', 'data', 'status'],
    properties: {
      code: { type: 'integer', enum: ERROR_CODES },
      msg: { type: 'string' },
      data: {
        description: 'Field errors for 40000; otherwise null or details of the error.',
        anyOf: [{ type: 'array', items: { $ref: '#/components/schemas/FieldError' } }, {}],
      },
      status: { type: 'integer', description: 'The HTTP status.' },
    },
  };
  return { schemas: { ErrorEnvelope }, responses };
}
