import { MediaDownloadTokenResponse, mediaZipFileName } from '@kits/contract';
import { api, downloadFile } from '@/lib/api-client';
import { appConfig } from '@/lib/app-config';

/**
 * GET download-media (docs/rules.md#spec-7): the zip of every main picture, saved by the browser. The page asks
 * for a single-use link token (POST download-media/token) and hands `/api/v0/download-media?token=…`
 * to the browser as a plain anchor download, so the archive streams to disk and appears in the
 * browser's downloads even if the page is closed meanwhile. Only when the optional client gate
 * (X-Client-Token, docs/rules.md#decisions-2) is on — a link can't carry that header — is it fetched into
 * memory and saved from a Blob.
 */
export async function startMediaDownload(): Promise<void> {
  if (appConfig.clientToken) {
    await downloadFile('download-media', mediaZipFileName());
    return;
  }
  const link = await api('download-media/token', { method: 'POST', schema: MediaDownloadTokenResponse });
  const a = document.createElement('a');
  a.href = link.url;
  a.download = mediaZipFileName();
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
