import {
  Account,
  type AccountCreatedResponse,
  isAdmin,
  LOCALES,
  parseLocale,
  TOAST_DELAY,
} from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { BusyButton } from '@/components/busy-button';
import { type StaleChange, StaleRecordAlert } from '@/components/stale-record-alert';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { type FieldMessages, joinFieldErrors } from '@/lib/field-errors';
import { rebaseValues, staleRecord } from '@/lib/record-version';
import { useCreateAccount } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';
import {
  type AccountFormValues,
  accountFormProblems,
  accountFormValues,
  accountPatch,
  newAccountForm,
  toAccountBody,
} from '../utils/account-form';
import { GroupsFieldset } from './groups-fieldset';

type TextField = 'username' | 'fullname' | 'email' | 'phone' | 'discount';
const INPUT: Record<TextField, { type: string; autoComplete: string; maxLength: number }> = {
  username: { type: 'text', autoComplete: 'off', maxLength: 64 },
  fullname: { type: 'text', autoComplete: 'off', maxLength: 200 },
  email: { type: 'email', autoComplete: 'off', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'off', maxLength: 32 },
  discount: { type: 'text', autoComplete: 'off', maxLength: 6 },
};

/**
 * Add (`account` null) or edit a user of a counterparty (docs/rules.md#counterparty users): login,
 * name, e-mail, phone, language, rights, discount. The page checks what it can first; the server's
 * field errors (a login, e-mail or phone another account has; a right only an admin grants,
 * docs/rules.md#role-grants) show under their fields. Only an admin sees the manager and admin
 * rights enabled. A new user's answer (with its set-password link) goes to `onCreated`. An edit
 * names the account's `etag` (If-Match): when someone else saved it meanwhile (412), the form shows
 * the current values and what they changed for review (docs/rules.md#record-versions).
 */
export function AccountFormModal({
  show,
  counterpartyId,
  account,
  onHide,
  onCreated,
}: {
  show: boolean;
  counterpartyId: number;
  account: Account | null;
  onHide: () => void;
  onCreated: (created: AccountCreatedResponse) => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const me = useUser();
  const saved = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.short);
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const busy = create.isPending || update.isPending;
  const blank = () =>
    account ? accountFormValues(account) : newAccountForm(i18n.language === 'ru' ? 'ru' : 'en');
  const [values, setValues] = useState<AccountFormValues>(blank);
  const [base, setBase] = useState(account);
  const [stale, setStale] = useState<StaleChange[] | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const texts = joinFieldErrors(errors);
  const set = (patch: Partial<AccountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const onError = (title: string) => (error: unknown) => {
    const current = staleRecord(error, Account);
    if (current && base) return review(current);
    setErrors(apiFieldErrors(error));
    failed(title, error);
  };
  /** Someone else saved the account meanwhile: the current values with what they changed, for review. */
  const review = (current: Account) => {
    const rebased = rebaseValues({
      values,
      loaded: accountFormValues(base!),
      current: accountFormValues(current),
    });
    setValues(rebased.values);
    setBase(current);
    setErrors({});
    const shown = (field: keyof AccountFormValues) => {
      const value = rebased.values[field];
      if (field === 'locale') return t(`form.locales.${value}`);
      if (Array.isArray(value)) return value.map((g) => t(`groups.${g}`)).join(', ') || t('groups.none');
      return String(value);
    };
    setStale(rebased.changed.map((field) => ({ field, label: t(`form.${field}`), value: shown(field) })));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = accountFormProblems(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [t(key)]])));
    if (Object.keys(problems).length > 0) return;
    if (!account) {
      create.mutate(
        { counterpartyId, body: toAccountBody(values) },
        {
          onSuccess: (created) => {
            saved(t('form.created'));
            onCreated(created);
          },
          onError: onError(t('form.createFailed')),
        },
      );
      return;
    }
    const edited = base ?? account;
    update.mutate(
      { id: edited.id, etag: edited.etag, patch: accountPatch(values, edited) },
      {
        onSuccess: () => {
          saved(t('form.saved'));
          onHide();
        },
        onError: onError(t('form.saveFailed')),
      },
    );
  };

  const text = (field: TextField, md = 6, hint?: string) => (
    <Col md={md} key={field}>
      <Form.Group controlId={`account-${field}`}>
        <Form.Label>
          {t(`form.${field}`)}
          {field !== 'phone' && field !== 'discount' && (
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </Form.Label>
        <Form.Control
          {...INPUT[field]}
          value={values[field]}
          isInvalid={!!texts[field]}
          disabled={busy}
          inputMode={field === 'discount' ? 'decimal' : undefined}
          aria-describedby={
            texts[field] ? `account-${field}-error` : hint ? `account-${field}-hint` : undefined
          }
          onChange={(e) => set({ [field]: e.target.value })}
        />
        {hint && !texts[field] && (
          <Form.Text id={`account-${field}-hint`} className="small">
            {hint}
          </Form.Text>
        )}
        <Form.Control.Feedback id={`account-${field}-error`} type="invalid">
          {texts[field]}
        </Form.Control.Feedback>
      </Form.Group>
    </Col>
  );
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      centered
      backdrop="static"
      aria-labelledby="account-form-title"
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="account-form-title" as="h2" className="h5">
            {account ? t('form.editTitle', { username: account.username }) : t('form.addTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {stale && <StaleRecordAlert changes={stale} />}
          <Row className="g-3">
            {text('username', 6, t('form.usernameHint'))}
            {text('fullname')}
            {text('email')}
            {text('phone')}
            <Col md={6}>
              <Form.Group controlId="account-locale">
                <Form.Label>{t('form.locale')}</Form.Label>
                <Form.Select
                  value={values.locale}
                  disabled={busy}
                  onChange={(e) => set({ locale: parseLocale(e.target.value) ?? 'ru' })}
                >
                  {LOCALES.map((locale) => (
                    <option key={locale} value={locale}>
                      {t(`form.locales.${locale}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            {text('discount')}
            <Col xs={12}>
              <GroupsFieldset
                groups={values.groups}
                onChange={(groups) => set({ groups })}
                mayGrantStaff={isAdmin(me)}
                disabled={busy}
                error={texts.groups}
              />
            </Col>
            {account?.counterparty_id != null && (
              <Col xs={12}>
                <Form.Check
                  id="account-company-admin"
                  type="switch"
                  label={t('form.companyAdmin')}
                  checked={values.company_admin}
                  disabled={busy}
                  onChange={(e) => set({ company_admin: e.currentTarget.checked })}
                  isInvalid={!!texts.company_admin}
                  feedback={texts.company_admin}
                  feedbackType="invalid"
                />
                <Form.Text>{t('form.companyAdminHelp')}</Form.Text>
              </Col>
            )}
          </Row>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <BusyButton type="submit" busy={busy}>
            {account ? t('form.save') : t('form.create')}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
