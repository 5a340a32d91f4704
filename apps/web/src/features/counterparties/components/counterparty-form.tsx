import { Counterparty, TOAST_DELAY } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { Fieldset } from '@/components/fieldset';
import { type StaleChange, StaleRecordAlert } from '@/components/stale-record-alert';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { rebaseValues, staleRecord } from '@/lib/record-version';
import { useCreateCounterparty, useUpdateCounterparty } from '../api/save-counterparty';
import {
  type CounterpartyValues,
  changesOf,
  shownFor,
  type TextField,
  toBody,
  valuesOf,
} from '../utils/counterparty-form';
import { PriceTypeSelect } from './price-type-select';

/** Input attributes and hints of the text fields; `wide` spans the row. */
const INPUTS: Partial<
  Record<TextField, { type?: string; inputMode?: 'numeric'; hint?: string; wide?: boolean }>
> = {
  legal_name: { wide: true },
  legal_address: { wide: true },
  inn: { inputMode: 'numeric', hint: 'form.innHint' },
  kpp: { inputMode: 'numeric', hint: 'form.kppHint' },
  vat_id: { hint: 'form.vatHint' },
  bank_name: { wide: true },
  contact_email: { type: 'email' },
  contact_phone: { type: 'tel' },
};
const SECTIONS: { legend: string; fields: TextField[] }[] = [
  { legend: 'form.company', fields: ['legal_name', 'legal_address', 'inn', 'kpp', 'vat_id'] },
  { legend: 'form.bank', fields: ['bank_name', 'bank_bic', 'bank_account', 'correspondent_account'] },
  { legend: 'form.contact', fields: ['contact_name', 'contact_email', 'contact_phone'] },
];

type Props = {
  /** The counterparty to edit, or null to create one. */
  saved: Counterparty | null;
  /** After a save: the counterparty as the server answered it. */
  onSaved?: (counterparty: Counterparty) => void;
  /** Shown beside save for a new one (closes the dialog). */
  onCancel?: () => void;
};

/**
 * The counterparty's requisites form (docs/rules.md#counterparty, docs/rules.md#requisites): company,
 * INN/KPP (Russian version) or VAT id (European), bank, contact person, version, discount and the
 * manager's comment. A new one is created with POST; a saved one sends only what changed (PATCH),
 * with `apply_to_users` when the manager asks to give a new discount to every user. The server's
 * field errors (422) show under their fields; a toast says how it went. The form edits the
 * counterparty as it was when the editing began (its `etag` goes as If-Match); when someone else
 * saved it meanwhile (412), the form shows the current values with "someone changed this —
 * review" and what they changed, keeping the manager's edits of the other fields, and the next
 * save applies over the current record (docs/rules.md#record-versions).
 */
export function CounterpartyForm({ saved, onSaved, onCancel }: Props) {
  const { t } = useTranslation('counterparties');
  const succeeded = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.medium);
  const create = useCreateCounterparty();
  const update = useUpdateCounterparty();
  // The counterparty the edit is based on: as loaded, then as saved or as someone else left it.
  const [base, setBase] = useState<Counterparty | null>(saved);
  const [values, setValues] = useState<CounterpartyValues>(() => valuesOf(saved));
  const [applyToUsers, setApplyToUsers] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<string | null>(null);
  const [stale, setStale] = useState<StaleChange[] | null>(null);
  const busy = create.isPending || update.isPending;
  const versionLocked = !!base && base.users_count + base.outlets_count > 0;
  const discountChanged = !!base && toBody(values).discount !== base.discount;

  const set = (change: Partial<CounterpartyValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setNote(null);
  };
  const done = (title: string) => (res: { data: Counterparty }) => {
    setErrors({});
    setApplyToUsers(false);
    setStale(null);
    setBase(res.data);
    succeeded(title);
    onSaved?.(res.data);
  };
  const fail = (error: Error) => {
    const current = staleRecord(error, Counterparty);
    if (current && base) return review(current);
    setErrors(joinFieldErrors(apiFieldErrors(error)));
    failed(t('form.failed'), error);
  };
  /** Someone else saved it meanwhile: the current values with what they changed, for review. */
  const review = (current: Counterparty) => {
    const rebased = rebaseValues({ values, loaded: valuesOf(base), current: valuesOf(current) });
    setValues(rebased.values);
    setBase(current);
    setErrors({});
    setApplyToUsers(false);
    setStale(
      rebased.changed.map((field) => ({
        field,
        label:
          field === 'version' || field === 'discount' || field === 'price_type_id'
            ? t(`form.${field}`)
            : label(field),
        value:
          field === 'version'
            ? t(`version.${current.version}`)
            : field === 'price_type_id'
              ? (current.price_type_name ?? t('form.listPrices'))
              : rebased.values[field],
      })),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    if (!base) return create.mutate(toBody(values), { onSuccess: done(t('form.created')), onError: fail });
    const changes = changesOf(values, base, applyToUsers && discountChanged);
    if (Object.keys(changes).length === 0) return setNote(t('form.nothing'));
    update.mutate(
      { id: base.id, etag: base.etag, changes },
      { onSuccess: done(t('form.saved')), onError: fail },
    );
  };

  function label(field: TextField) {
    return t(
      values.version === 'en' && (field === 'bank_bic' || field === 'bank_account')
        ? `form.${field}_en`
        : `form.${field}`,
    );
  }
  const control = (field: TextField) => {
    const input = INPUTS[field] ?? {};
    return (
      <Col md={input.wide ? 12 : 6} key={field}>
        <Form.Group controlId={`counterparty-${field}`}>
          <Form.Label className="small mb-1">
            {label(field)}
            {(field === 'legal_name' || (field === 'inn' && values.version === 'ru')) && (
              <span className="text-danger" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </Form.Label>
          <Form.Control
            type={input.type ?? 'text'}
            inputMode={input.inputMode}
            value={values[field]}
            isInvalid={!!errors[field]}
            onChange={(e) => set({ [field]: e.target.value })}
          />
          <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
          {input.hint && !errors[field] && <Form.Text className="small">{t(input.hint)}</Form.Text>}
        </Form.Group>
      </Col>
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={saved ? saved.legal_name : t('form.newTitle')}>
      {stale && <StaleRecordAlert changes={stale} />}
      <Row className="g-4">
        {SECTIONS.map((section, i) => (
          <Col lg={i === 0 ? 12 : 6} key={section.legend}>
            <Fieldset legend={t(section.legend)}>
              <Row className="g-3">
                {section.fields.filter((f) => shownFor(f, values.version)).map(control)}
              </Row>
            </Fieldset>
          </Col>
        ))}
        <Col lg={12}>
          <Fieldset legend={t('form.terms')}>
            <Row className="g-3">
              <Col md={3}>
                <Form.Group controlId="counterparty-version">
                  <Form.Label className="small mb-1">{t('form.version')}</Form.Label>
                  <Form.Select
                    value={values.version}
                    disabled={versionLocked}
                    isInvalid={!!errors.version}
                    onChange={(e) => set({ version: e.target.value === 'en' ? 'en' : 'ru' })}
                  >
                    <option value="ru">{t('version.ru')}</option>
                    <option value="en">{t('version.en')}</option>
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{errors.version}</Form.Control.Feedback>
                  {versionLocked && <Form.Text className="small">{t('form.versionLocked')}</Form.Text>}
                </Form.Group>
              </Col>
              <Col md={3}>
                <Form.Group controlId="counterparty-discount">
                  <Form.Label className="small mb-1">{t('form.discount')}</Form.Label>
                  <Form.Control
                    inputMode="decimal"
                    value={values.discount}
                    isInvalid={!!errors.discount}
                    onChange={(e) => set({ discount: e.target.value })}
                  />
                  <Form.Control.Feedback type="invalid">{errors.discount}</Form.Control.Feedback>
                  {!errors.discount && <Form.Text className="small">{t('form.discountHint')}</Form.Text>}
                </Form.Group>
              </Col>
              {base && (
                <Col md={6}>
                  <PriceTypeSelect
                    value={values.price_type_id}
                    saved={base}
                    error={errors.price_type_id}
                    onChange={(price_type_id) => set({ price_type_id })}
                  />
                </Col>
              )}
              {discountChanged && base.users_count > 0 && (
                <Col md={6} className="pt-md-4">
                  <Form.Check
                    id="counterparty-apply-to-users"
                    className="mt-md-2"
                    checked={applyToUsers}
                    onChange={(e) => setApplyToUsers(e.target.checked)}
                    label={t('form.applyToUsers', { count: base.users_count })}
                  />
                </Col>
              )}
              <Col md={12}>
                <Form.Group controlId="counterparty-comment">
                  <Form.Label className="small mb-1">{t('form.comment')}</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={2}
                    value={values.comment}
                    isInvalid={!!errors.comment}
                    onChange={(e) => set({ comment: e.target.value })}
                  />
                  <Form.Control.Feedback type="invalid">{errors.comment}</Form.Control.Feedback>
                </Form.Group>
              </Col>
            </Row>
          </Fieldset>
        </Col>
      </Row>
      {note && (
        <Alert variant="info" className="mt-3 mb-0 py-2 small">
          {note}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mt-4">
        <BusyButton type="submit" busy={busy}>
          {base ? t('form.save') : t('form.create')}
        </BusyButton>
        {base ? (
          <Button
            variant="outline-secondary"
            disabled={busy}
            onClick={() => {
              setValues(valuesOf(base));
              setErrors({});
              setApplyToUsers(false);
              setStale(null);
            }}
          >
            {t('form.reset')}
          </Button>
        ) : (
          onCancel && (
            <Button variant="link" className="ms-auto" onClick={onCancel}>
              {t('form.close')}
            </Button>
          )
        )}
      </div>
    </Form>
  );
}
