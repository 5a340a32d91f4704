import { z } from 'zod/mini';
import { dbId } from './common';

/**
 * Product pictures (docs/rules.md#media-record, docs/rules.md#media-deletion, docs/rules.md#calls media calls; docs/rules.md#decisions-1, docs/rules.md#decisions-3):
 * `GET /media/{id}`, `POST /media/product/{productId}` (upload), `PATCH /media/{id}/main`,
 * `DELETE /media/{id}` and the zip of every main image `GET /download-media`.
 */

/** Largest picture accepted by `POST /media/product/{productId}`, in bytes (10 MB). */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Name of the last entry of the `download-media` zip listing the main images whose file is missing. */
export const MEDIA_ZIP_MISSING_ENTRY = 'missing.txt';

/**
 * Media record of docs/rules.md#media-record. `url` is the original (`/media/<file_name>`, a JPEG of at most 1200 px),
 * `url_small` its 75×75 thumbnail; both are relative to the site root and public. `name` is the
 * name shown in the delete confirmation and toasts (the uploaded file's name, or `<code>.jpg` for
 * imported pictures). A product has at most one `main` picture, shown first; `gallery` pictures
 * follow by `position` (ascending).
 */
export const MediaRecord = z.object({
  id: z.int(),
  product_id: z.int(),
  name: z.string(),
  file_name: z.string(),
  url: z.string(),
  url_small: z.string(),
  collection_name: z.enum(['main', 'gallery']),
  position: z.int(),
});
export type MediaRecord = z.infer<typeof MediaRecord>;

/** `GET /media/{id}`, `POST /media/product/{productId}` (201), `PATCH /media/{id}/main`. */
export const MediaResponse = z.object({ data: MediaRecord });
export type MediaResponse = z.infer<typeof MediaResponse>;

export const MediaIdParam = z.object({ id: dbId() });
export const MediaProductParam = z.object({ productId: dbId() });

/**
 * `DELETE /media/{id}` → 200: `message` is the docs/rules.md#media-toasts success toast's text ("Картинка {name} успешно
 * удалена"); `promoted_id` is the gallery picture that became the product's main one when the main
 * picture was deleted, else null.
 */
export const MediaDeletedResponse = z.object({
  message: z.string(),
  promoted_id: z.nullable(z.int()),
});
export type MediaDeletedResponse = z.infer<typeof MediaDeletedResponse>;

/** `YYYY-MM-DD` of `date` in the local time zone (file names of downloads). */
export function dateStamp(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** File name of the `download-media` zip: `media-YYYY-MM-DD.zip`. */
export const mediaZipFileName = (date: Date = new Date()) => `media-${dateStamp(date)}.zip`;

/** How long a `download-media` link token is good for, in seconds (it is also single-use). */
export const MEDIA_DOWNLOAD_TOKEN_TTL_SECONDS = 60;

/**
 * `POST /download-media/token` → 200: a single-use token, good for `expires_in` seconds, that lets
 * the browser itself download the zip — `url` is `/api/v0/download-media?token=…` — so the file
 * streams to disk like any download instead of being collected in the page's memory first.
 */
export const MediaDownloadTokenResponse = z.object({
  token: z.string(),
  expires_in: z.int(),
  url: z.string(),
});
export type MediaDownloadTokenResponse = z.infer<typeof MediaDownloadTokenResponse>;

/** `GET /download-media` query: `token` from `POST /download-media/token`, instead of the bearer header. */
export const MediaDownloadQuery = z.object({
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(4000))),
});
