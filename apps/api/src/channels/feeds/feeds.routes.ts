import multipart from '@fastify/multipart';
import {
  ErrorBody,
  FEED_KIND_FIELDS,
  FEED_UPLOAD_MAX_BYTES,
  type FeedField,
  FeedKindParam,
  FeedReportResponse,
  FeedTemplateQuery,
  FeedUploadQuery,
} from '@kits/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ownBuffer, ParsePoolError, parseRefusal, runParse, workerFile } from '../../lib/parse-pool';
import { storableFileName } from '../../lib/storable-text';
import { DOWNLOAD_CONTENT_TYPES, tableDownload } from '../../lib/table-download';
import { runFeed } from '../../outlets/feeds';
import { uploadBodyLimit } from '../../plugins/request-limits';
import { templateHeaders } from './feeds.columns';
import { type FeedFileRead, feedFileError } from './feeds.file';
import { feedsMessage } from './feeds.messages';

const denied = { 401: ErrorBody, 403: ErrorBody };
/** Columns kept as text in the XLSX template, so codes like "0012" keep their zeros. */
const TEXT_FIELDS: readonly FeedField[] = ['code', 'line_id', 'size'];
const FEEDS_WORKER = workerFile(import.meta.url, 'feeds.worker');

/**
 * Outlet data feeds by file (docs/feeds.md, page /services/feeds): staff (managers and admins;
 * 401 anonymous, 403 anyone else) upload a CSV or XLSX of one kind, see its preview and apply it,
 * and download each kind's template. The rows go through the outlets' feed core (`runFeed`), the
 * same one the machine API calls.
 */
export const feedsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: FEED_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const staffOnly = app.requireRole((ctx) => ctx.isManager);

  /**
   * POST /services/feeds/{kind}?preview=1 with a multipart body whose file part is a CSV or XLSX →
   * 200 `{ data: FeedReport }`: with `preview`, what applying would do (nothing written); without,
   * the feed applied in one transaction (audited). 422 `errors.file` (no file, over 10 MB,
   * unreadable, a required column missing), `errors.rows` (no rows, too many), and when applying
   * a feed with refused rows `errors['line.<n>.<field>']` with nothing written.
   */
  app.post(
    '/services/feeds/:kind',
    {
      bodyLimit: uploadBodyLimit(FEED_UPLOAD_MAX_BYTES),
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: 'Upload an outlet data feed (CSV or XLSX): preview or apply',
        consumes: ['multipart/form-data'],
        params: FeedKindParam,
        querystring: FeedUploadQuery,
        response: { 200: FeedReportResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request) => {
      const { ctx } = request;
      const { kind } = request.params;
      const { bytes, fileName } = await receiveFile(request);
      // Read on a parse thread, never on the event loop (docs/security.md#uploads).
      const read = await runParse<FeedFileRead>({
        file: FEEDS_WORKER,
        task: { bytes, kind, lang: ctx.lang },
        transfer: ownBuffer(bytes),
      }).catch((error) => {
        if (error instanceof ParsePoolError) throw parseRefusal(ctx.lang, error);
        throw error;
      });
      if (!read.ok) throw feedFileError(ctx.lang, read);
      const { rows, lines } = read;
      const report = await runFeed(app.db, {
        kind,
        rows,
        lines,
        lang: ctx.lang,
        actor: { userId: ctx.requireUser().id, via: 'file' },
        preview: request.query.preview,
        mainStoreId: ctx.mainStoreId,
        fileName,
      });
      return { data: report };
    },
  );

  /**
   * GET /services/feeds/{kind}/template?format=csv|xlsx → the kind's empty template with its
   * headers in the request's language (CSV: UTF-8 with BOM, `;`), `feed-<kind>.<format>`.
   */
  app.get(
    '/services/feeds/:kind/template',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: "A feed kind's template (CSV or XLSX) with its headers",
        params: FeedKindParam,
        querystring: FeedTemplateQuery,
        produces: Object.values(DOWNLOAD_CONTENT_TYPES),
        response: { ...denied },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { format } = request.query;
      const titles = templateHeaders(kind, request.ctx.lang);
      const columns = FEED_KIND_FIELDS[kind].fields.map((field, i) => ({
        key: field,
        title: titles[i] ?? field,
        width: 18,
        ...(TEXT_FIELDS.includes(field) ? { numFmt: '@' } : {}),
      }));
      const raw = reply as FastifyReply;
      raw
        .header('content-type', DOWNLOAD_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="feed-${kind}.${format}"`)
        .header('cache-control', 'no-store');
      return raw.send(
        tableDownload(format, {
          columns,
          pages: (async function* () {})(),
          log: request.log,
          what: `feed template ${kind} ${format.toUpperCase()}`,
          sheetName: kind,
        }),
      );
    },
  );
};

/** The request's file part in memory (at most FEED_UPLOAD_MAX_BYTES) and its name; 422 `errors.file` when missing or too large. */
export async function receiveFile(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  const invalid = (key: 'fileRequired' | 'fileTooLarge') => {
    const message = feedsMessage(request.ctx.lang, key, { mb: FEED_UPLOAD_MAX_BYTES / 1024 / 1024 });
    return new AppError('UNPROCESSABLE', { message, errors: { file: [message] } });
  };
  if (!request.isMultipart()) throw invalid('fileRequired');
  const part = await request.file();
  if (!part) throw invalid('fileRequired');
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw invalid('fileRequired');
    return { bytes, fileName: storableFileName(request, part.filename || 'upload').slice(0, 200) };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('fileTooLarge');
    throw error;
  }
}
