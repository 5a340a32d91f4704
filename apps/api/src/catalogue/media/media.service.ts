import path from 'node:path';
import type { MediaDeletedResponse, MediaRecord, TextLanguage } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockProductForEdit } from '../catalog';
import { MediaFileError, removeImage, type StoredImage, storeImage } from './media.files';
import { toMediaRecord } from './media.mappers';
import { mediaMessage } from './media.messages';
import {
  countFileUses,
  deleteMedia,
  findMedia,
  findProductCode,
  findSameFile,
  firstGallery,
  insertMedia,
  type MediaRow,
  mediaSlots,
  setMain,
} from './media.repository';

/** Audit rows of media writes (docs/rules.md#staff-writes): entity `media`, entity_id the media id. */
const AUDIT_ENTITY = 'media';

/** Where file-removal failures after a commit are reported (the request's logger). */
type Log = { warn: (obj: object, msg: string) => void };

const notFound = (lang: TextLanguage, id: number) =>
  new AppError('NOT_FOUND', { message: mediaMessage(lang, 'notFound', { id }) });

/** GET /media/{id} (docs/rules.md#spec-7): the media record. Throws NOT_FOUND (404) for an unknown id. */
export async function getMedia(
  ctx: RequestContext,
  options: { db: Executor; id: number },
): Promise<MediaRecord> {
  const row = await findMedia(options.db, options.id);
  if (!row) throw notFound(ctx.lang, options.id);
  return toMediaRecord(row);
}

/**
 * POST /media/product/{productId} (docs/rules.md#staff-writes): stores the picture (original ≤ 1200 px
 * and a 75×75 thumbnail, `storeImage`), then in one transaction with the product row locked inserts
 * the media row — `main` when the product has no main picture, else `gallery` — at the end of the
 * positions, and an audit row (`upload`). `name` is the uploaded file's name (else `<code>.jpg`).
 * Throws NOT_FOUND (404) for an unknown product; UNPROCESSABLE (422, `errors.file`) for bytes that
 * are not a picture we store; CONFLICT (409, `errors.file`) when the product already has this
 * picture (same bytes). Files written for a failed upload are removed unless a row uses them.
 */
export async function uploadMedia(
  ctx: RequestContext,
  options: { db: Db; mediaDir: string; productId: number; buffer: Buffer; fileName: string },
): Promise<MediaRecord> {
  const { db, mediaDir, productId } = options;
  const { lang } = ctx;
  const code = await findProductCode(db, productId);
  if (!code)
    throw new AppError('NOT_FOUND', { message: mediaMessage(lang, 'productNotFound', { id: productId }) });
  const stored = await storeImage({ mediaDir, productId, buffer: options.buffer }).catch((error: unknown) => {
    throw error instanceof MediaFileError ? invalidPicture(lang, error) : error;
  });
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await lockProductForEdit(tx, productId))) {
        throw new AppError('NOT_FOUND', {
          message: mediaMessage(lang, 'productNotFound', { id: productId }),
        });
      }
      const same = await findSameFile(tx, { productId, fileName: stored.fileName });
      if (same) {
        const message = mediaMessage(lang, 'alreadyAttached', { name: same.name });
        throw new AppError('CONFLICT', { message, errors: { file: [message] } });
      }
      const { hasMain, nextPosition } = await mediaSlots(tx, productId);
      const inserted = await insertMedia(tx, {
        productId,
        collectionName: hasMain ? 'gallery' : 'main',
        name: displayName(options.fileName) || `${code}.jpg`,
        fileName: stored.fileName,
        thumbFileName: stored.thumbFileName,
        mimeType: stored.mimeType,
        size: stored.size,
        position: nextPosition,
      });
      await audit(tx, ctx.requireUser().id, inserted, 'upload', { size: stored.size });
      return inserted;
    });
    return toMediaRecord(row);
  } catch (error) {
    await removeUnused(db, mediaDir, stored);
    throw error;
  }
}

/**
 * PATCH /media/{id}/main: makes the picture its product's main one and demotes the previous main
 * picture to the gallery, in one transaction with the product row locked, with an audit row
 * (`main`). Already main: answered unchanged. Throws NOT_FOUND (404).
 */
export async function makeMain(ctx: RequestContext, options: { db: Db; id: number }): Promise<MediaRecord> {
  const { db, id } = options;
  const { lang } = ctx;
  const found = await findMedia(db, id);
  if (!found) throw notFound(lang, id);
  const row = await db.transaction(async (tx) => {
    const current = await lockedMedia(tx, found);
    if (!current) throw notFound(lang, id);
    if (current.collection_name === 'main') return current;
    const demoted = await setMain(tx, { productId: current.product_id, mediaId: id });
    await audit(tx, ctx.requireUser().id, current, 'main', { demoted_ids: demoted });
    return { ...current, collection_name: 'main' };
  });
  return toMediaRecord(row);
}

/**
 * DELETE /media/{id} (docs/rules.md#media-deletion): in one transaction with the product row locked,
 * deletes the row, promotes the first gallery picture (lowest position) to main when the main
 * picture was deleted, and writes an audit row (`delete`). After the commit the original and its
 * thumbnail are removed from disk, unless another row uses the same files (a failure there is
 * logged: the record is gone either way). Answers the docs/rules.md#toasts toast text. Throws NOT_FOUND (404).
 */
export async function deleteMediaRecord(
  ctx: RequestContext,
  options: { db: Db; mediaDir: string; id: number; log?: Log },
): Promise<MediaDeletedResponse> {
  const { db, id } = options;
  const { lang } = ctx;
  const found = await findMedia(db, id);
  if (!found) throw notFound(lang, id);
  const { row, promotedId, filesInUse } = await db.transaction(async (tx) => {
    const current = await lockedMedia(tx, found);
    if (!current) throw notFound(lang, id);
    await deleteMedia(tx, id);
    const promoted =
      current.collection_name === 'main' ? await firstGallery(tx, current.product_id) : undefined;
    if (promoted) await setMain(tx, { productId: current.product_id, mediaId: promoted.id });
    await audit(tx, ctx.requireUser().id, current, 'delete', { promoted_id: promoted?.id ?? null });
    const uses = await countFileUses(tx, {
      fileName: current.file_name,
      thumbFileName: current.thumb_file_name,
    });
    return { row: current, promotedId: promoted?.id ?? null, filesInUse: uses > 0 };
  });
  if (!filesInUse) {
    await removeImage({
      mediaDir: options.mediaDir,
      fileName: row.file_name,
      thumbFileName: row.thumb_file_name,
    }).catch((err: unknown) => options.log?.warn({ err, mediaId: id }, 'media files could not be removed'));
  }
  return { message: mediaMessage(lang, 'deleted', { name: row.name }), promoted_id: promotedId };
}

/** Locks the media row's product and re-reads the row (it may have gone meanwhile). */
async function lockedMedia(tx: Executor, found: MediaRow): Promise<MediaRow | undefined> {
  await lockProductForEdit(tx, found.product_id);
  const current = await findMedia(tx, found.id);
  return current?.product_id === found.product_id ? current : undefined;
}

function audit(tx: Executor, userId: number, row: MediaRow, action: string, extra: object) {
  return insertAudit(tx, {
    userId,
    entity: AUDIT_ENTITY,
    entityId: row.id,
    action,
    changes: { product_id: row.product_id, name: row.name, file_name: row.file_name, ...extra },
  });
}

/** The upload's file name as shown in toasts: base name, no control characters, at most 200 chars. */
function displayName(fileName: string): string {
  return path
    .basename(fileName.replaceAll('\\', '/'))
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
}

/** 422 with `errors.file` for a MediaFileError, in the request's language. */
function invalidPicture(lang: TextLanguage, error: MediaFileError): AppError {
  const format = /^(\S+) pictures are not accepted$/.exec(error.message)?.[1] ?? '';
  const message =
    error.code === 'UNSUPPORTED_FORMAT'
      ? mediaMessage(lang, 'unsupportedFormat', { format: format.toUpperCase() })
      : error.code === 'TOO_LARGE'
        ? mediaMessage(lang, 'tooManyPixels')
        : mediaMessage(lang, 'notAnImage');
  return new AppError('UNPROCESSABLE', { message, errors: { file: [message] } });
}

/** Removes a stored picture's files when no media row uses them (a failed upload). */
async function removeUnused(db: Executor, mediaDir: string, stored: StoredImage): Promise<void> {
  const uses = await countFileUses(db, stored).catch(() => 1);
  if (uses === 0) await removeImage({ mediaDir, ...stored }).catch(() => undefined);
}
