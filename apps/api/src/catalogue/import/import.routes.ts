import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  ErrorBody,
  ImportJobParam,
  ImportJobResponse,
  ImportJobsResponse,
  ImportUploadQuery,
} from '@kits/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { storableFileName } from '../../lib/storable-text';
import { uploadBodyLimit } from '../../plugins/request-limits';
import { detectFormat } from './detect';
import { queueImport } from './import.jobs';
import { findJob, listJobs } from './import.jobs.repository';
import { importMessage } from './import.messages';
import { defaultSource } from './import.service';

/** Largest feed accepted by upload. */
export const IMPORT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
const JOBS_LISTED = 20;

/**
 * Catalogue import from the product service page (docs/rules.md#decisions-7, docs/import.md), manager only.
 * Pictures come from their URLs only (no images folder with an upload).
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const uploads = path.join(app.config.DATA_DIR, 'imports');
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /**
   * POST /services/import?source=&store=1|56&approve=&currency=&dry_run= with a multipart body
   * whose file part is the feed → 202 `{ data: ImportJob }` (status queued). The file is streamed
   * to DATA_DIR/imports and imported by the job runner (docs/import.md#jobs: one at a time, resumed
   * after an interruption); poll GET /services/import/{jobId}.
   * 422 `errors.file` when no file, over 50 MB, empty, or neither YML nor a Shopify CSV.
   * 401 anonymous, 403 not a manager.
   */
  app.post(
    '/services/import',
    {
      bodyLimit: uploadBodyLimit(IMPORT_UPLOAD_MAX_BYTES),
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Upload a catalogue feed (YML or Shopify CSV) and start its import',
        consumes: ['multipart/form-data'],
        querystring: ImportUploadQuery,
        response: { 202: ImportJobResponse, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const id = randomUUID();
      await mkdir(uploads, { recursive: true });
      const upload = await receiveFile(request, path.join(uploads, id));
      const { query } = request;
      const job = await queueImport(app.db, {
        id,
        fileName: upload.fileName,
        filePath: upload.filePath,
        source: query.source ?? defaultSource(upload.format, upload.fileName),
        options: {
          storeId: query.store as 1 | 56,
          approve: query.approve,
          currency: query.currency,
          dryRun: query.dry_run,
        },
        userId: request.ctx.requireUser().id,
      });
      return reply.status(202).send({ data: job });
    },
  );

  /** GET /services/import → 200 `{ data: ImportJob[] }`, the 20 newest jobs. 401, 403. */
  app.get(
    '/services/import',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Recent catalogue imports',
        response: { 200: ImportJobsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ({ data: await listJobs(app.db, JOBS_LISTED) }),
  );

  /**
   * GET /services/import/{jobId} → 200 `{ data: ImportJob }`: status queued|running|done|failed,
   * progress (items read of items_total, counters) and, when ended, the report. 404 unknown id.
   */
  app.get(
    '/services/import/:jobId',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'An import job: status, progress and report',
        params: ImportJobParam,
        response: { 200: ImportJobResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const job = await findJob(app.db, request.params.jobId);
      if (!job) throw new AppError('NOT_FOUND', { message: importMessage(request.lang, 'jobNotFound') });
      return { data: job };
    },
  );
};

/** Streams the request's file part to `target` + its extension; checks size and format. */
async function receiveFile(request: FastifyRequest, target: string) {
  const invalid = (key: 'fileRequired' | 'fileTooLarge' | 'fileEmpty' | 'formatUnknown') => {
    const message = importMessage(request.lang, key, { mb: IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024 });
    return new AppError('UNPROCESSABLE', { message, errors: { file: [message] } });
  };
  if (!request.isMultipart()) throw invalid('fileRequired');
  const part = await request.file();
  if (!part) throw invalid('fileRequired');
  const fileName = path.basename(storableFileName(request, part.filename || 'upload'));
  const filePath = `${target}${path
    .extname(fileName)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')}`;
  try {
    await pipeline(part.file, createWriteStream(filePath));
  } catch (error) {
    await rm(filePath, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('fileTooLarge');
    throw error;
  }
  const head = Buffer.alloc(64 * 1024);
  const handle = await open(filePath);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const bytes = head.subarray(0, bytesRead);
  const isEmpty = !bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trim();
  const format = isEmpty ? null : detectFormat({ head: bytes, fileName });
  if (!format) {
    await rm(filePath, { force: true });
    throw invalid(isEmpty ? 'fileEmpty' : 'formatUnknown');
  }
  return { fileName, filePath, format };
}
