import { CURRENCIES, type Currency, ServiceProductCreate } from '@kits/contract';
import { type FormEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/api/get-categories';
import { BusyButton } from '@/components/busy-button';
import { EditorCard } from '@/components/editor-card';
import { Fieldset } from '@/components/fieldset';
import { TableHead } from '@/components/table-head';
import { useSuccessToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { categoryOptions, indentedName } from '@/lib/category-options';
import { type FieldMessages, joinFieldErrors, schemaErrors } from '@/lib/field-errors';
import { useCreateServiceProduct } from '../api/product-lifecycle';

type Prices = Record<Currency, { wholesale: string; retail: string }>;
const EMPTY_PRICES = Object.fromEntries(CURRENCIES.map((c) => [c, { wholesale: '', retail: '' }])) as Prices;

/** The hint of a field the contract refused, in the interface language. */
const hintKey = (field: string) =>
  field.startsWith('prices')
    ? 'create.errors.prices'
    : field === 'code'
      ? 'create.errors.code'
      : 'create.errors.name';

/**
 * A product made by hand (POST /services/products, docs/rules.md#product-lifecycle): code, names in
 * both languages, category and prices in the currencies staff know (at least one; the server
 * converts the others). Checked with the contract's schema first; the server's field messages
 * (code taken, zero price…) show under their fields. `onCreated` gets the new product's id.
 */
export function ProductCreate({
  onCreated,
  onClose,
}: {
  onCreated: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('product-admin');
  const categories = useCategories();
  const options = categoryOptions(categories.data ?? []);
  const create = useCreateServiceProduct();
  const created = useSuccessToast();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ code: '', name_ru: '', name_en: '', category_id: '' });
  const [prices, setPrices] = useState<Prices>(EMPTY_PRICES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = CURRENCIES.filter((c) => prices[c].wholesale.trim() || prices[c].retail.trim());
    const body = {
      ...values,
      category_id: Number(values.category_id) || 0,
      prices: Object.fromEntries(
        given.map((c) => [
          c,
          { wholesale: prices[c].wholesale.replace(',', '.'), retail: prices[c].retail.replace(',', '.') },
        ]),
      ),
    };
    const parsed = ServiceProductCreate.safeParse(body);
    if (!parsed.success) {
      const fields: FieldMessages = schemaErrors(parsed.error.issues);
      const shown: Record<string, string> = {};
      for (const key of Object.keys(fields)) {
        const field = key.startsWith('prices') ? 'prices' : key;
        shown[field] = field === 'category_id' ? t('create.errors.category') : t(hintKey(field));
      }
      setErrors(shown);
      setMessage(t('edit.invalid'));
      return;
    }
    if (given.length === 0) {
      setErrors({ prices: t('create.errors.prices') });
      setMessage(t('edit.invalid'));
      return;
    }
    setMessage(null);
    create.mutate(parsed.data, {
      onSuccess: (res) => {
        created(t('create.created'), t('create.createdText', { code: res.data.code }));
        onCreated(res.data.id);
      },
      onError: (error) => {
        const body = error instanceof ApiError ? error.body : null;
        const fields = joinFieldErrors(body?.errors ?? {});
        // `prices.EUR` lands on the prices table.
        const shown = Object.fromEntries(
          Object.entries(fields).map(([key, text]) => [key.startsWith('prices') ? 'prices' : key, text]),
        );
        setErrors(shown);
        setMessage(body?.message ?? error.message);
        form.current?.querySelector<HTMLElement>('.is-invalid')?.focus();
      },
    });
  };

  const feedback = (field: string) =>
    errors[field] ? (
      <Form.Control.Feedback type="invalid" className="d-block">
        {errors[field]}
      </Form.Control.Feedback>
    ) : null;
  const text = (field: 'code' | 'name_ru' | 'name_en', label: string) => (
    <Form.Group controlId={`create-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={values[field]}
        maxLength={field === 'code' ? 100 : 500}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        isInvalid={!!errors[field]}
        disabled={create.isPending}
      />
      {feedback(field)}
    </Form.Group>
  );

  return (
    <EditorCard
      title={t('create.title')}
      heading="h2"
      headerClassName="d-flex align-items-center"
      formRef={form}
      onSubmit={submit}
      message={message}
      failed={Object.keys(errors).length > 0 || create.isError}
    >
      <div className="d-grid gap-4">
        <Row className="g-3">
          <Col md={4}>{text('code', t('create.code'))}</Col>
          <Col md={8}>
            <Form.Group controlId="create-category">
              <Form.Label>{t('edit.category')}</Form.Label>
              <Form.Select
                value={values.category_id}
                onChange={(e) => setValues((v) => ({ ...v, category_id: e.target.value }))}
                isInvalid={!!errors.category_id}
                disabled={create.isPending}
              >
                <option value="">{t('create.chooseCategory')}</option>
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {indentedName(o)}
                  </option>
                ))}
              </Form.Select>
              {feedback('category_id')}
            </Form.Group>
          </Col>
          <Col md={6}>{text('name_ru', t('edit.name.ru'))}</Col>
          <Col md={6}>{text('name_en', t('edit.name.en'))}</Col>
        </Row>
        <Fieldset legend={t('edit.prices')}>
          <p className="small text-body-secondary">{t('create.pricesHint')}</p>
          <Table size="sm" className="data-table mb-0" style={{ maxWidth: '36rem' }}>
            <TableHead
              className=""
              cells={[
                { label: t('edit.currency') },
                { label: t('edit.wholesale') },
                { label: t('edit.retail') },
              ]}
            />
            <tbody>
              {CURRENCIES.map((currency) => (
                <tr key={currency}>
                  <th scope="row">{currency}</th>
                  {(['wholesale', 'retail'] as const).map((kind) => (
                    <td key={kind}>
                      <Form.Control
                        size="sm"
                        inputMode="decimal"
                        aria-label={t('edit.priceLabel', { currency, kind: t(`edit.${kind}`) })}
                        value={prices[currency][kind]}
                        onChange={(e) =>
                          setPrices((p) => ({ ...p, [currency]: { ...p[currency], [kind]: e.target.value } }))
                        }
                        isInvalid={!!errors.prices}
                        disabled={create.isPending}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
          {feedback('prices')}
        </Fieldset>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <BusyButton type="submit" busy={create.isPending}>
          {t('create.submit')}
        </BusyButton>
        <Button variant="link" className="ms-auto" onClick={onClose}>
          {t('edit.close')}
        </Button>
      </div>
    </EditorCard>
  );
}
