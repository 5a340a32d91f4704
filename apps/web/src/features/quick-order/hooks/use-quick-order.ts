import {
  parseQuickOrderText,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderAddResponse,
  type QuickOrderCheckedLine,
} from '@kits/contract';
import { useState } from 'react';
import { useAddQuickOrder } from '../api/add-quick-order';
import { useCheckQuickOrder } from '../api/check-quick-order';
import { useReadQuickOrderFile } from '../api/read-quick-order-file';
import { isReady, linesToText, takeAvailable, withoutLines } from '../utils/quick-order-lines';

/** The lines of the last check and the text it read (fixes rewrite that text). */
export type Checked = { text: string; lines: QuickOrderCheckedLine[] };

/** Why the box's text was not sent: no line at all, or more lines than one check takes. */
export type InputError = { kind: 'empty' } | { kind: 'tooMany'; lines: number };

/** The wire's limits (a code ≤ 200, a quantity ≤ 50 characters): longer text matches nothing anyway. */
const withinWireLimits = (text: string) =>
  parseQuickOrderText(text).map((line) => ({
    ...line,
    code: line.code.slice(0, 200),
    quantity: line.quantity.slice(0, 50),
  }));

/** Every line id of `lines` that is ready, i.e. all of them unticked. */
const readyIds = (lines: QuickOrderCheckedLine[]) => new Set(lines.filter(isReady).map((l) => l.product.id));

/** The box and its check: the text, the last check with the unticked lines, the input error. */
function useBoxCheck() {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const [inputError, setInputError] = useState<InputError | null>(null);
  const checkCall = useCheckQuickOrder();

  const check = (value: string) => {
    setText(value);
    setInputError(null);
    const lines = withinWireLimits(value);
    if (lines.length === 0) {
      setChecked(null);
      setInputError({ kind: 'empty' });
      return;
    }
    if (lines.length > QUICK_ORDER_MAX_LINES) {
      setInputError({ kind: 'tooMany', lines: lines.length });
      return;
    }
    checkCall.mutate(lines, {
      onSuccess: (answer) => {
        setChecked({ text: value, lines: answer.value.lines });
        setExcluded(new Set());
      },
    });
  };
  const clear = () => {
    setText('');
    setChecked(null);
    setInputError(null);
  };
  return { text, setText, checked, setChecked, excluded, setExcluded, inputError, checkCall, check, clear };
}

/** Ticking lines of the check: one product's line, or every ready line at once. */
function selection(box: ReturnType<typeof useBoxCheck>) {
  return {
    /** Ticks or unticks one product's line. */
    toggle: (id: number) =>
      box.setExcluded((before) => {
        const next = new Set(before);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    /** Ticks (`all`) or unticks every ready line. */
    toggleAll: (all: boolean) =>
      box.setExcluded(all || !box.checked ? new Set() : readyIds(box.checked.lines)),
  };
}

/**
 * The quick order's state and calls (docs/rules.md#quick-order): the box's text, the last check
 * with the unticked lines, the input error, the chosen file, the last "added" answer, the three
 * calls (`checkCall`, `readFile`, `add`: pending and error states for the view) and the buyer's
 * actions. The page is a view of it.
 *
 * - `check(value)` shows `value` in the box and checks it: an empty text or more than
 *   `QUICK_ORDER_MAX_LINES` lines set `inputError` and send nothing; a check's answer replaces
 *   the table and ticks every ready line again.
 * - `addChosen()` adds the ticked ready lines (`chosenLines`), all or nothing: on success the added
 *   lines leave the box and the rest, if any, is checked again; on a refusal (stock or basket
 *   changed since the check) the checked text is checked again so the table shows why.
 * - `stale` is true while the box differs from the checked text: adding waits for a new check.
 */
export function useQuickOrder() {
  const box = useBoxCheck();
  const { text, checked, excluded, check } = box;
  const [file, setFile] = useState<File | null>(null);
  const [added, setAdded] = useState<QuickOrderAddResponse['value'] | null>(null);
  const readFile = useReadQuickOrderFile();
  const add = useAddQuickOrder();
  const chosenLines = (checked?.lines ?? []).filter((l) => isReady(l) && !excluded.has(l.product.id));

  const addChosen = () => {
    if (!checked) return;
    const lines = chosenLines.filter(isReady).map((line) => ({ code: line.product.code, count: line.count }));
    add.mutate(lines, {
      onSuccess: (answer) => {
        setAdded(answer.value);
        const rest = withoutLines(checked.text, chosenLines);
        box.setChecked(null);
        box.setText(rest);
        if (parseQuickOrderText(rest).length > 0) check(rest);
      },
      // The stock or the basket changed since the check: show why and check again.
      onError: () => check(checked.text),
    });
  };
  /** A file chosen (or removed, `null`): the server reads its lines into the box, then they are checked. */
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setAdded(null);
    readFile.mutate(chosen, { onSuccess: ({ data }) => check(linesToText(data.value.lines)) });
  };

  return {
    text,
    setText: box.setText,
    checked,
    excluded,
    inputError: box.inputError,
    file,
    added,
    checkCall: box.checkCall,
    readFile,
    add,
    chosenLines,
    check,
    chooseFile,
    addChosen,
    ...selection(box),
    stale: checked !== null && checked.text !== text,
    problems: checked ? checked.lines.filter((line) => line.problem !== null).length : 0,
    /** The form's submit: forgets the last "added" message and checks the box. */
    submit: () => {
      setAdded(null);
      check(text);
    },
    /** Empties the box, the table, the input error and the chosen file. */
    clear: () => {
      box.clear();
      setFile(null);
    },
    closeAdded: () => setAdded(null),
    /** Rewrites the line's quantity to what is available and checks again. */
    takeAvailable: (line: QuickOrderCheckedLine) => {
      if (checked) check(takeAvailable(checked.text, line));
    },
  };
}

export type QuickOrder = ReturnType<typeof useQuickOrder>;
