import { z } from 'zod/mini';
import { UPDATE_LOG_CONTENT_MAX } from '../rules/update-log';

/**
 * Update log record of docs/rules.md#update-log-record (the what's-new log): `content` in the request's language (Markdown,
 * rendered without raw HTML and with http(s) links only, docs/rules.md#markdown-safety), timestamps as ISO 8601 strings; `only_franchising`
 * records are answered only to users with more than one retail outlet.
 */
export const UpdateLogRecord = z.object({
  id: z.int(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  only_franchising: z.boolean(),
});
export type UpdateLogRecord = z.infer<typeof UpdateLogRecord>;

/** GET /updates-log: the records the caller may see, newest first. */
export const UpdatesLogResponse = z.object({ data: z.array(UpdateLogRecord) });

/**
 * A record as staff see it on /services/updates-log (docs/rules.md#update-log-publishing): both
 * languages, the major and only-franchising flags, ISO 8601 timestamps.
 */
export const UpdateLogAdminRecord = z.object({
  id: z.int(),
  content_ru: z.string(),
  content_en: z.string(),
  is_major: z.boolean(),
  only_franchising: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UpdateLogAdminRecord = z.infer<typeof UpdateLogAdminRecord>;

/** GET /services/updates-log: every record, franchise-only ones too, newest first. */
export const UpdateLogAdminResponse = z.object({ data: z.array(UpdateLogAdminRecord) });
/** POST /services/updates-log and PUT /services/updates-log/{id}: the record written. */
export const UpdateLogAdminRecordResponse = z.object({ data: UpdateLogAdminRecord });

/** A text of one language: trimmed; emptiness and length are checked by `updateLogContentProblems` (localised 422). */
const content = z.pipe(
  z.string().check(z.maxLength(UPDATE_LOG_CONTENT_MAX * 2)),
  z.transform((v) => v.trim()),
);

/**
 * POST /services/updates-log and PUT /services/updates-log/{id} body: Markdown in Russian and in
 * English (both required, at most UPDATE_LOG_CONTENT_MAX characters each after trimming), the
 * major flag (shows the log again to users who hid it) and the only-franchising flag.
 */
export const UpdateLogBody = z.object({
  content_ru: content,
  content_en: content,
  is_major: z._default(z.boolean(), false),
  only_franchising: z._default(z.boolean(), false),
});
export type UpdateLogBody = z.infer<typeof UpdateLogBody>;
/** The body as the page sends it. */
export type UpdateLogInput = z.input<typeof UpdateLogBody>;
