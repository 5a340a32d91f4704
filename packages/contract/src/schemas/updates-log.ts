import { z } from 'zod';

/**
 * Update log record of docs/rules.md#update-log-record (the what's-new log): `content` in the request's language (plain
 * text, paragraphs separated by blank lines), timestamps as ISO 8601 strings; `only_franchising`
 * records are answered only to users with more than one retail outlet.
 */
export const UpdateLogRecord = z.object({
  id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  only_franchising: z.boolean(),
});
export type UpdateLogRecord = z.infer<typeof UpdateLogRecord>;

/** GET /updates-log: the records the caller may see, newest first. */
export const UpdatesLogResponse = z.object({ data: z.array(UpdateLogRecord) });
