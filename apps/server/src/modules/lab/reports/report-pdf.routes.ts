import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, reportDocumentQuerySchema, reportDocumentSchema } from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import { localised } from '../../records/crud-routes';
import { viewerOf } from '../../records/record-visibility';
import { ReportFontError } from './report-pdf-font';
import type { ReportPdfService } from './report-pdf.service';

/** The origin the permalink falls back to (PUBLIC_BASE_URL unset): the one the caller used. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * `GET /api/reports/:id/pdf` and `GET /api/reports/:id/document`: the issued report,
 * as a PDF and as the data of the report page. Signed-in only; researchers get published
 * reports, admins drafts too (report-visibility.ts).
 */
export async function reportPdfRoutes(root: FastifyInstance, { reportPdf }: { reportPdf: ReportPdfService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  root.addHook('onClose', async () => reportPdf.close());

  app.get(
    '/api/reports/:id/document',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A testing report as issued (what its PDF prints): sample, items, conclusion, sign-offs',
        params: idParamSchema,
        querystring: reportDocumentQuerySchema,
        response: { 200: envelope(reportDocumentSchema) },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await reportPdf.document(req.params.id, viewerOf(req.auth), req.query.lang ?? req.lang, originOf(req))),
      ),
  );

  app.get(
    '/api/reports/:id/pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The testing report as a PDF (A4, CJK font embedded; drafts watermarked, admins only)',
        params: idParamSchema,
        querystring: reportDocumentQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) =>
      localised(req, async () => {
        try {
          const lang = req.query.lang ?? req.lang;
          const out = await reportPdf.pdf(req.params.id, viewerOf(req.auth), lang, originOf(req));
          return reply
            .type('application/pdf')
            .header('cache-control', 'private, no-store')
            .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(out.filename)}`)
            .send(out.pdf);
        } catch (err) {
          // The operator learns which font is missing from the log; the caller gets the message.
          if (err instanceof ReportFontError) req.log.error({ detail: err.detail }, 'report PDF: no usable CJK font');
          throw err;
        }
      }),
  );
}
