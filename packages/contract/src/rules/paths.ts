/**
 * docs/rules.md#spec-5: a redirect target after login must be relative: a leading slash, only letters, digits
 * and @ - % _ ~ /, with an optional query and hash.
 */
const SAFE_PATH = /^\/(?!\/)[A-Za-z0-9@\-%_~/.]*(\?[^#\s]*)?(#\S*)?$/;

export function isSafeRedirectPath(path: unknown): path is string {
  return typeof path === 'string' && SAFE_PATH.test(path) && !path.includes('..');
}

/** Legacy catalogue slugs of docs/rules.md#legacy-redirects → current slugs. Other slugs are not redirected. */
export const LEGACY_CATEGORY_SLUGS: Readonly<Record<string, string>> = {
  'paintingbynumbers.html': 'kartiny-po-nomeram',
  'diamond-painting.html': 'almaznaya-mozaika',
  'ribbon-embroidery.html': 'vyshivka-lentami',
  'textile-toy.html': 'tekstilnaya-igrushka',
  'roombox.html': 'rumboksy',
  'wooden-constructor.html': 'derevyannye-konstruktory',
  '3d-puzzle': '3d-pazly-raskraski',
  'wool-painting.html': 'kartiny-sherstyu',
  'cross-stitch': 'vyshivka-krestikom',
  'dreamcatcher.html': 'lovec-snov',
  'accessorise.html': 'aksesuary-dlya-tvorchestva',
  'baget.html': 'bagety-dlya-kartin',
};

/** The new slug for a legacy one, or null when the slug is not a legacy slug. */
export function legacyCategoryRedirect(slug: string): string | null {
  return LEGACY_CATEGORY_SLUGS[slug] ?? null;
}
