import { type CapacityOutlet, type CapacityShelf, OutletCapacities } from '@kits/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { EditorCard } from '@/components/editor-card';
import { FormActions } from '@/components/form-actions';
import { useSuccessToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { num } from '@/lib/format';
import { staleRecord } from '@/lib/record-version';
import type { usePutOutletCapacities } from '../api/put-outlet-capacities';
import { SHELF_LIMITS } from '../utils/limits';
import {
  hasShelfErrors,
  noShelfErrors,
  type ShelfErrors,
  shelfErrorsFrom,
  validateCapacitiesPut,
} from '../utils/shelf-errors';
import {
  buildCapacitiesPut,
  newShelfRow,
  type ShelfRow,
  sameShelves,
  toShelfRows,
} from '../utils/shelf-form';
import { ShelfTable } from './shelf-table';

/** The errors shown: `localize` when they are schema errors (English messages) to show as hints. */
type ShownErrors = { shelves: ShelfErrors; localize: boolean };
const noErrors = (): ShownErrors => ({ shelves: noShelfErrors(), localize: false });

type Props = {
  outlet: CapacityOutlet;
  shelves: CapacityShelf[];
  /** The version of the loaded shelves, sent as If-Match (docs/rules.md#record-versions). */
  etag: string;
  save: ReturnType<typeof usePutOutletCapacities>;
  onSaved: () => void;
  /** Someone else saved the shelves meanwhile: their shelves, for review. */
  onStale: (current: OutletCapacities) => void;
  onClose: () => void;
};

/**
 * The card that edits one outlet's shelves: rows to change, add and remove; Save sends the whole
 * list (PUT, checked first with the contract's schema) unless nothing changed; errors land under
 * their rows; Undo goes back to the loaded shelves.
 */
export function ShelvesForm({ outlet, shelves, etag, save, onSaved, onStale, onClose }: Props) {
  const { t } = useTranslation('stores-capacity');
  const saved = useSuccessToast();
  const [rows, setRows] = useState<ShelfRow[]>(() => toShelfRows(shelves));
  const [errors, setErrors] = useState<ShownErrors>(noErrors);
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // New errors: take the user to the first marked field (the list may be long).
  useEffect(() => {
    if (hasShelfErrors(errors.shelves)) form.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
  }, [errors]);

  const show = (next: ShownErrors, text: string | null) => {
    setErrors(next);
    setMessage(text);
  };
  // Adding or removing a row moves the indices the errors are keyed by: they go.
  const restructure = (next: ShelfRow[]) => {
    setRows(next);
    show(noErrors(), null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sameShelves(rows, shelves)) return show(noErrors(), t('editor.nothing'));
    const body = buildCapacitiesPut(rows);
    const invalid = validateCapacitiesPut(body);
    if (hasShelfErrors(invalid)) return show({ shelves: invalid, localize: true }, t('editor.invalid'));
    show(noErrors(), null);
    save.mutate(
      { id: outlet.id, etag, body },
      {
        onSuccess: () => {
          onSaved();
          saved(t('editor.saved'), t('editor.savedText', { name: outlet.name }));
        },
        onError: (error) => {
          const current = staleRecord(error, OutletCapacities);
          if (current) return onStale(current);
          const res = error instanceof ApiError ? error.body : null;
          const shelvesErrors = res?.errors ? shelfErrorsFrom(res.errors) : noShelfErrors();
          show(
            { shelves: shelvesErrors, localize: res?.code === 'VALIDATION' },
            res?.message ?? error.message,
          );
        },
      },
    );
  };

  const failed = hasShelfErrors(errors.shelves) || save.isError;
  const listErrors = errors.localize
    ? errors.shelves.list.map(() => t('editor.errors.list', { max: num(SHELF_LIMITS.shelves) }))
    : errors.shelves.list;
  return (
    <EditorCard
      title={t('editor.title', { name: outlet.name })}
      heading="h2"
      headerClassName="d-flex flex-wrap align-items-baseline gap-2"
      details={
        <span className="small text-body-secondary">
          {t('editor.details', { id: outlet.id, version: t(`versionLong.${outlet.version}`) })}
          {outlet.city && ` · ${outlet.city}`}
        </span>
      }
      formRef={form}
      onSubmit={submit}
      message={
        message && (
          <>
            {message}
            {[...new Set(listErrors)].map((text) => (
              <div key={text}>{text}</div>
            ))}
          </>
        )
      }
      failed={failed}
    >
      {rows.length === 0 ? (
        <p className="text-body-secondary">{t('editor.noShelves')}</p>
      ) : (
        <ShelfTable
          outletName={outlet.name}
          currency={outlet.currency}
          rows={rows}
          errors={errors.shelves}
          localize={errors.localize}
          disabled={save.isPending}
          onChange={(index, change) =>
            setRows((current) => current.map((r, i) => (i === index ? { ...r, ...change } : r)))
          }
          onRemove={(index) => restructure(rows.filter((_, i) => i !== index))}
        />
      )}
      <Button
        size="sm"
        variant="outline-secondary"
        className="mt-2"
        onClick={() => restructure([...rows, newShelfRow()])}
        disabled={save.isPending || rows.length >= SHELF_LIMITS.shelves}
      >
        {t('editor.add')}
      </Button>
      <Form.Text className="d-block small mt-2">{t('editor.hint')}</Form.Text>
      <FormActions
        busy={save.isPending}
        labels={{ save: t('editor.save'), reset: t('editor.reset'), close: t('editor.close') }}
        onReset={() => {
          setRows(toShelfRows(shelves));
          show(noErrors(), null);
        }}
        onClose={onClose}
      />
    </EditorCard>
  );
}
