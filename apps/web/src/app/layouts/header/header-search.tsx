import type { Product } from '@kits/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { isApproved } from '@/features/catalog/utils/product';
import { DEFAULT_FILTERS, filtersToSearch } from '@/lib/catalog-filters';
import { money } from '@/lib/format';
import { fallBackToNotFound, NOT_FOUND_IMAGE } from '@/lib/image-fallback';
import { mainMedia } from '@/lib/product-media';

/** Suggestions shown under the box. */
export const SUGGESTIONS = 6;
/** Characters typed before suggestions are asked for. */
const MIN_CHARS = 2;
/** Quiet time after the last key before asking (ms). */
const DEBOUNCE_MS = 250;

/** Where a suggestion leads: its page once approved (docs/rules.md#spec-2), else the catalogue found by its code. */
/** The whole catalogue's results for `q`, its query string written by the catalogue's own filters. */
const catalogueSearchHref = (q: string) =>
  `${paths.category.getHref('all')}?${filtersToSearch({ ...DEFAULT_FILTERS, q })}`;

const suggestionHref = (product: Product) =>
  isApproved(product)
    ? paths.product.getHref(product.category_slug, product.code)
    : catalogueSearchHref(product.code);

/**
 * The header's search on every page (docs/rules.md#header-search): the whole catalogue by code or
 * name, whatever category is open. From two characters, after a pause, up to SUGGESTIONS products
 * appear under the box (picture, code, name, price); arrows move through them, Enter opens the one
 * chosen (its page, or the catalogue found by its code), Enter on the text opens the whole
 * catalogue's results, Esc closes. An ARIA combobox with a listbox of options.
 */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('layout');
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestions = useQuery({
    ...productsQueryOptions({ category: 'all', q: term, page: 1, per_page: SUGGESTIONS }, i18n.language),
    enabled: term.length >= MIN_CHARS,
  });
  const found = term.length >= MIN_CHARS ? (suggestions.data?.data ?? []) : [];
  const total = suggestions.data?.meta.total ?? 0;
  const shown = open && term.length >= MIN_CHARS && text.trim() === term && !suggestions.isPending;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    onNavigate?.();
    void navigate(href);
  };
  const searchAll = () => {
    const q = text.trim();
    if (q) go(catalogueSearchHref(q));
  };

  return (
    <Form
      ref={box}
      role="search"
      aria-label={t('search.label')}
      className="header-search position-relative"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = active >= 0 ? found[active] : undefined;
        if (chosen) go(suggestionHref(chosen));
        else searchAll();
      }}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Form.Control
        type="search"
        size="sm"
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown && found.length > 0}
        aria-controls={shown && found.length > 0 ? listId : undefined}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          } else if (e.key === 'ArrowDown' && found.length > 0) {
            e.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % found.length);
          } else if (e.key === 'ArrowUp' && found.length > 0) {
            e.preventDefault();
            setActive((i) => (i <= 0 ? found.length - 1 : i - 1));
          }
        }}
      />
      {/* The listbox is there while it has options (aria-controls names it only then). */}
      <div className={`header-search-list dropdown-menu shadow${shown ? ' show' : ''}`}>
        {shown && found.length === 0 && (
          <div className="dropdown-item-text small text-body-secondary">{t('search.none', { q: term })}</div>
        )}
        {shown && found.length > 0 && (
          <div id={listId} role="listbox" aria-label={t('search.suggestions')}>
            {found.map((product, i) => {
              const media = mainMedia(product.media);
              return (
                <div
                  key={product.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  className={`dropdown-item d-flex align-items-center gap-2${i === active ? ' active' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(suggestionHref(product))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') go(suggestionHref(product));
                  }}
                >
                  <img
                    src={media?.url_small ?? NOT_FOUND_IMAGE}
                    alt=""
                    width={36}
                    height={36}
                    loading="lazy"
                    onError={fallBackToNotFound}
                    className="rounded border bg-body-tertiary flex-shrink-0 object-fit-cover"
                  />
                  <span className="flex-grow-1 text-truncate">
                    <span className="d-block small text-body-secondary tabular">{product.code}</span>
                    <span className="d-block text-truncate">{product.name}</span>
                  </span>
                  {product.price_with_discount !== null && Number(product.price_with_discount) > 0 && (
                    <span className="tabular small fw-semibold text-nowrap">
                      {money(product.price_with_discount, product.store_currency)}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        )}
        {shown && total > found.length && (
          <button
            type="button"
            className="dropdown-item small text-primary border-top"
            onMouseDown={(e) => e.preventDefault()}
            onClick={searchAll}
          >
            {t('search.all', { count: total })}
          </button>
        )}
      </div>
    </Form>
  );
}
