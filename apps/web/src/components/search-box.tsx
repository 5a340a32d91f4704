import { type CSSProperties, useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** How long the box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 350;

/** `replace`: typing (replace the history entry); Enter is a step of its own (push). */
export type SearchOptions = { replace: boolean };

type SearchBoxProps = {
  /** The applied search (kept in the URL): a change from outside (back button, reset) shows in the box. */
  value: string;
  /** Called with the text as typed once it rested `SEARCH_DEBOUNCE_MS`, or at once on Enter; not for a text equal (trimmed) to the applied one while typing. */
  onSearch: (text: string, options: SearchOptions) => void;
  label: string;
  placeholder: string;
  /** A search is under way: a small spinner at the end of the box. */
  busy?: boolean;
  size?: 'sm';
  className?: string;
  style?: CSSProperties;
};

/** The search box of a list page: debounced, kept in step with the search it applies, at most 200 characters. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  busy,
  size,
  className,
  style,
}: SearchBoxProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const [rested, setRested] = useState(value);
  const applied = useRef(value);

  useEffect(() => {
    const timer = setTimeout(() => setRested(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Typing: send the rested text, once.
  useEffect(() => {
    if (rested.trim() === applied.current) return;
    applied.current = rested.trim();
    onSearch(rested, { replace: true });
  }, [rested, onSearch]);
  // The search changed from outside: show its text in the box.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value);
  }, [value]);

  return (
    <InputGroup size={size} className={className} style={style}>
      <Form.Control
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          applied.current = text.trim();
          onSearch(text, { replace: false });
        }}
        placeholder={placeholder}
        aria-label={label}
        maxLength={200}
      />
      {busy && (
        <InputGroup.Text>
          <Spinner size="sm" role="status" aria-label={t('loading')} />
        </InputGroup.Text>
      )}
    </InputGroup>
  );
}
