import { examIdParams } from '@dtmm/shared';
import type { ModuleRoutes } from '../../../context';
import { requireUser } from '../../../plugins/auth';
import { fileResponse } from '../../../plugins/openapi';
import { ChromiumPdfRenderer } from './pdf-renderer';
import { downloadReportPdf, REPORT_PDF_LIMITS, ReportPdfService } from './report-pdf.service';
import { reportDisposition } from './report-pdf-layout';
import { SharedChromium } from './shared-chromium';

/** The report as a PDF, printed by headless Chromium from the page the browser shows (issue 15). */
export const reportPdfRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { chromePath, sandbox, rendersPerMinute } = ctx.config.reportPdf;
  const pdfs = new ReportPdfService(
    ctx.kv,
    new ChromiumPdfRenderer(new SharedChromium(chromePath, sandbox, app.log)),
    { ...REPORT_PDF_LIMITS, rendersPerMinute },
    ctx.now,
  );
  app.addHook('onClose', () => pdfs.close());

  app.get(
    '/api/dtmm/answer/reportPdf/:id',
    {
      // A PDF is already compressed; the 200 is bytes, so only the params are declared (as file downloads do).
      compress: false,
      schema: {
        tags: ['assessment-report'],
        summary: '下载评估报告PDF',
        params: examIdParams,
        response: { 200: fileResponse('评估报告 PDF', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { pdf, fileName } = await downloadReportPdf(ctx, pdfs, request, await requireUser(request), id);
      return reply
        .type('application/pdf')
        .header('content-disposition', reportDisposition(fileName, id))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
