import { mediaZipFileName } from '@kits/contract';
import { downloadFile } from '@/lib/api-client';

/**
 * GET download-media (docs/rules.md#spec-7): the zip of every main picture, fetched by the page and
 * saved to the browser's downloads when complete. The page reads the stream itself so it knows the
 * bytes received and when the transfer ends or fails — the media-export banner ends then
 * (docs/rules.md#media-export-alert), instead of guessing with the spec's 20 minutes. Resolves once
 * the archive is saved; rejects with the server's message or the network failure.
 */
export async function downloadMediaZip(options: {
  onProgress: (bytes: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  await downloadFile('download-media', mediaZipFileName(), options);
}
