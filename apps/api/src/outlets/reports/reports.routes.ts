import { ErrorBody, ReportParam, ReportQuery, ReportResponse, reportFileName } from '@kits/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOWNLOAD_CONTENT_TYPES, tableDownload } from '../../lib/table-download';
import { openReportDownload, viewReport } from './reports.service';

/**
 * Reports of /services/reports (docs/rules.md#reports), for managers and admins: 401 anonymous,
 * 403 customers; 400 an unknown report or a malformed filter, 422 a calendar period starting
 * after today — all before the first byte.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole((ctx) => ctx.isManager);

  /**
   * GET /services/reports/{report}?period&days&anchor&from&to&version&bucket&status&format →
   * without `format`: 200 JSON `{ data: { columns, rows (first 500), total_rows, totals } }`;
   * with `format=csv|xlsx`: 200 the whole report streamed as an attachment
   * `report-<report>-<from>-<to>.<format>` (docs/rules.md#report-streaming).
   */
  app.get(
    '/services/reports/:report',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: 'A report as a table with totals (JSON), or all its rows as CSV / XLSX (format)',
        params: ReportParam,
        querystring: ReportQuery,
        produces: ['application/json', ...Object.values(DOWNLOAD_CONTENT_TYPES)],
        response: { 200: ReportResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const kind = request.params.report;
      const { format } = request.query;
      if (!format) return { data: await viewReport(request.ctx, { db: app.db, kind, query: request.query }) };
      const download = openReportDownload(request.ctx, { db: app.db, kind, query: request.query });
      // The typed reply takes the JSON shape only: a download sends a stream (or nothing for HEAD).
      const raw = reply as FastifyReply;
      raw
        .header('content-type', DOWNLOAD_CONTENT_TYPES[format])
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName(kind, download.range, format)}"`,
        )
        .header('cache-control', 'no-store');
      if (request.method === 'HEAD') {
        await download.pages.return(undefined);
        return raw.send();
      }
      return raw.send(
        tableDownload(format, {
          ...download,
          log: request.log,
          what: `report ${kind} ${format.toUpperCase()}`,
          decimalComma: request.ctx.lang === 'ru',
        }),
      );
    },
  );
};
