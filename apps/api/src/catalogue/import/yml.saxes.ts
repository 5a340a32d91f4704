import { SaxesParser } from 'saxes';
import { ImportFileError } from './import.types';
import { HTML_ENTITIES } from './yml.entities';

export type YmlSaxes = SaxesParser<{ xmlns: false; position: true }>;

/** Longer than any entity name: an & left unescaped has swallowed the text after it. */
const MAX_ENTITY = 256;

/**
 * A saxes parser for YML feeds: HTML entities common in feeds are known (`yml.entities.ts`), and
 * every well-formedness error is thrown as ImportFileError IMPORT_FILE_BROKEN with its line.
 *
 * saxes reads an entity up to the next ";", so an unescaped & (a URL's `?a=1&b=2`) swallows the
 * text after it and fails far away, at some later ";" or at the end. To point at the & itself, the
 * swallowed text is read from saxes internals (`entity`, `parseEntity`) and its line breaks
 * counted back; without those internals the error keeps saxes's own position.
 * Call `checkAfterWrite()` after each `write` to stop early on a runaway entity.
 */
export function createYmlSaxes(): { parser: YmlSaxes; checkAfterWrite: () => void } {
  const parser: YmlSaxes = new SaxesParser({ xmlns: false, position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const internals = parser as unknown as { entity?: unknown; parseEntity?: (entity: string) => string };
  let lastEntity = '';
  const parseEntity = internals.parseEntity;
  if (typeof parseEntity === 'function') {
    internals.parseEntity = (entity: string) => {
      lastEntity = entity;
      return parseEntity.call(parser, entity);
    };
  }
  const pendingEntity = () => (typeof internals.entity === 'string' ? internals.entity : '');

  const broken = (message: string) => {
    let { line } = parser;
    const { column } = parser;
    const swallowed = /entity name/.test(message) ? lastEntity : pendingEntity();
    if (swallowed.length > 0 || /entity name/.test(message)) {
      line -= swallowed.split('\n').length - 1;
      const text = `Broken XML at line ${line}: an "&" that starts no entity (write a literal & as &amp;)`;
      return new ImportFileError('IMPORT_FILE_BROKEN', text, line);
    }
    const text = `Broken XML at line ${line}, column ${column}: ${message.replace(/^\d+:\d+: /, '')}`;
    return new ImportFileError('IMPORT_FILE_BROKEN', text, line, column);
  };
  parser.on('error', (error) => {
    throw broken(error.message);
  });
  return {
    parser,
    checkAfterWrite: () => {
      if (pendingEntity().length > MAX_ENTITY) throw broken('');
    },
  };
}
