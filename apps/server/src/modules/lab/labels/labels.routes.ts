import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, labelQuerySchema, sampleScanQuerySchema, sampleScanSchema } from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import { localised } from '../../records/crud-routes';
import { viewerOf } from '../../records/record-visibility';
import { ReportFontError } from '../reports/report-pdf-font';
import type { LabelsService } from './labels.service';

/** The origin a permalink falls back to (PUBLIC_BASE_URL unset): the one the caller used. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** `GET /api/sample-labels.pdf` prints labels; `GET /api/sample-scan` finds a scanned or typed sample. */
export async function labelsRoutes(root: FastifyInstance, { labels }: { labels: LabelsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['samples'];
  root.addHook('onClose', async () => labels.close());

  app.get(
    '/api/sample-labels.pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Label sheet PDF of samples: QR code of the permalink and the number (A4 3×8, A4 2×7, 50×30 mm)',
        querystring: labelQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) =>
      localised(req, async () => {
        try {
          const out = await labels.pdf(req.query, viewerOf(req.auth), req.lang, originOf(req));
          return reply
            .type('application/pdf')
            .header('cache-control', 'private, no-store')
            .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(out.filename)}`)
            .send(out.pdf);
        } catch (err) {
          if (err instanceof ReportFontError) req.log.error({ detail: err.detail }, 'label PDF: no usable CJK font');
          throw err;
        }
      }),
  );
  app.get(
    '/api/sample-scan',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The sample a scanned label permalink or a typed sample number names',
        querystring: sampleScanQuerySchema,
        response: { 200: envelope(sampleScanSchema) },
      },
    },
    async (req) => ok(req, await labels.scan(req.query.code, viewerOf(req.auth), req.lang, originOf(req))),
  );
}
