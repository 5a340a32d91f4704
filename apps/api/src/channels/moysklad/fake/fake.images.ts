import type { FakeAccount } from './fake.account';

/**
 * Draws the account's pictures: a 64×64 JPEG of each image's solid colour, with sharp (loaded
 * here, when a fake server starts, never by the app's start: docs/rules.md#lazy-libraries).
 * Images already drawn are kept.
 */
export async function renderFakeImages(account: FakeAccount): Promise<void> {
  const todo = [...account.images.values()].filter((image) => image.bytes === null);
  if (todo.length === 0) return;
  const { default: sharp } = await import('sharp');
  await Promise.all(
    todo.map(async (image) => {
      const [r, g, b] = image.colour;
      image.bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
        .jpeg({ quality: 80 })
        .toBuffer();
    }),
  );
}
