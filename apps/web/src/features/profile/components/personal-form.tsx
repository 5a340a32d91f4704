import { ADDRESS_MAX, type Personal } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useProfileSection } from '../hooks/use-profile-section';

const FIELDS = ['fullname', 'email', 'phone', 'company', 'inn', 'legal_address'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const MAX: Record<Field, number> = {
  fullname: 255,
  email: 255,
  phone: 64,
  company: 255,
  inn: 32,
  legal_address: ADDRESS_MAX,
};
const INPUT: Record<Field, { type: string; autoComplete: string }> = {
  fullname: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  inn: { type: 'text', autoComplete: 'off' },
  legal_address: { type: 'text', autoComplete: 'street-address' },
};

const valuesOf = (personal: Personal): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, personal[f] ?? ''])) as Values;

/** The fields a counterparty's requisites replace (read-only: staff keep them). */
const COMPANY_FIELDS: readonly Field[] = ['company', 'inn', 'legal_address'];

/**
 * The counterparty's requisites shown instead of company, INN and legal address, with the hint that
 * the manager keeps them (docs/rules.md#counterparty).
 */
function CounterpartyRequisites({ counterparty }: { counterparty: NonNullable<Personal['counterparty']> }) {
  const { t } = useTranslation('profile');
  const taxIds = [
    counterparty.inn && `${t('personal.fields.inn')} ${counterparty.inn}`,
    counterparty.kpp && `${t('personal.kpp')} ${counterparty.kpp}`,
    counterparty.vat_id && `VAT ID ${counterparty.vat_id}`,
  ].filter(Boolean);
  return (
    <Col md={12}>
      <dl className="row small mb-1">
        <dt className="col-sm-4 fw-normal text-body-secondary">{t('personal.fields.company')}</dt>
        <dd className="col-sm-8">{counterparty.legal_name}</dd>
        <dt className="col-sm-4 fw-normal text-body-secondary">{t('personal.taxIds')}</dt>
        <dd className="col-sm-8">{taxIds.length > 0 ? taxIds.join(', ') : '—'}</dd>
        <dt className="col-sm-4 fw-normal text-body-secondary">{t('personal.fields.legal_address')}</dt>
        <dd className="col-sm-8 mb-0">{counterparty.legal_address ?? '—'}</dd>
      </dl>
      <Form.Text className="small">{t('personal.managerKeeps')}</Form.Text>
    </Col>
  );
}

/**
 * Personal data of docs/rules.md#profile (Profile.personal): full name (required), e-mail, phone, company, INN and
 * legal address, saved with PATCH profile/{uuid} `{ personal }`. The server's field errors show under
 * their fields; success is a toast. A user of a counterparty sees its company, INN and legal address
 * read-only instead (the manager keeps them) and sends only the other fields.
 */
export function PersonalForm({ uuid, personal }: { uuid: string; personal: Personal }) {
  const { t } = useTranslation('profile');
  const form = useProfileSection({ uuid, section: 'personal', saved: personal, read: valuesOf });
  const { values, setValues, errors, submit, busy } = form;
  const editable = personal.counterparty ? FIELDS.filter((f) => !COMPANY_FIELDS.includes(f)) : FIELDS;

  const control = (field: Field, wide = false) => (
    <Col md={wide ? 12 : 6} key={field}>
      <Form.Group controlId={`personal-${field}`}>
        <Form.Label>
          {t(`personal.fields.${field}`)}
          {field === 'fullname' && (
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </Form.Label>
        <Form.Control
          {...INPUT[field]}
          maxLength={MAX[field]}
          value={values[field]}
          required={field === 'fullname'}
          isInvalid={!!errors[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        />
        <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
      </Form.Group>
    </Col>
  );

  return (
    <Form
      noValidate
      onSubmit={submit((v) => ({
        personal: Object.fromEntries(editable.map((f) => [f, v[f].trim() || null])),
      }))}
      aria-labelledby="personal-title"
    >
      <Row className="g-3 mb-3">
        {control('fullname', true)}
        {control('email')}
        {control('phone')}
        {personal.counterparty ? (
          <CounterpartyRequisites counterparty={personal.counterparty} />
        ) : (
          <>
            {control('company')}
            {control('inn')}
            {control('legal_address', true)}
          </>
        )}
      </Row>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" />}
        {t('personal.save')}
      </Button>
    </Form>
  );
}
