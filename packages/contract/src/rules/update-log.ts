/**
 * What's-new publishing (docs/rules.md#update-log-publishing): the checks of a record's texts,
 * shared by the server (422 field errors in the request's language) and the staff form (hints
 * before sending). Content is Markdown, stored as typed; only its length is checked here.
 */

/** The longest text of one language, in characters (after trimming). */
export const UPDATE_LOG_CONTENT_MAX = 20_000;

/** The two text fields of a record, Russian first. */
export const UPDATE_LOG_CONTENT_FIELDS = ['content_ru', 'content_en'] as const;
export type UpdateLogContentField = (typeof UPDATE_LOG_CONTENT_FIELDS)[number];

/** Why a text is refused: empty (or only spaces) or longer than UPDATE_LOG_CONTENT_MAX. */
export type UpdateLogContentProblem = 'contentRequired' | 'contentTooLong';

/**
 * The problems of a record's texts by field; `{}` when both are fine. Both languages are required:
 * a text of only spaces counts as empty.
 */
export function updateLogContentProblems(
  input: Record<UpdateLogContentField, string>,
): Partial<Record<UpdateLogContentField, UpdateLogContentProblem>> {
  const problems: Partial<Record<UpdateLogContentField, UpdateLogContentProblem>> = {};
  for (const field of UPDATE_LOG_CONTENT_FIELDS) {
    const text = input[field].trim();
    if (text === '') problems[field] = 'contentRequired';
    else if (text.length > UPDATE_LOG_CONTENT_MAX) problems[field] = 'contentTooLong';
  }
  return problems;
}
