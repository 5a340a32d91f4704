import { normaliseShopDomain, type ShopifyAccount } from '@kits/contract';
import { type ComponentProps, type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { type FieldMessages, joinFieldErrors } from '@/lib/field-errors';
import { useConnectShopifyAccount } from '../api/connect-shopify-account';
import { useReplaceShopifyToken } from '../api/replace-shopify-token';
import { type ConnectForm, connectFormProblems } from '../utils/connect-form';
import { ConnectHelp } from './connect-help';

/**
 * Connect a shop (`account` null) or give a connected one a new token (docs/rules.md#shopify-account):
 * the domain (a pasted URL is normalised) and the Admin API access token of the shop's custom app,
 * with how to make one. The server checks the token with Shopify at once; its 422 field errors (a
 * refused token, an unreachable shop, an already connected domain) show under their fields.
 */
export function ConnectModal({ account, onHide }: { account: ShopifyAccount | null; onHide: () => void }) {
  const { t } = useTranslation('shopify');
  const connect = useConnectShopifyAccount();
  const replace = useReplaceShopifyToken();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const busy = connect.isPending || replace.isPending;
  const [form, setForm] = useState<ConnectForm>({
    shop_domain: account?.shop_domain ?? '',
    access_token: '',
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const texts = joinFieldErrors(errors);

  const onError = (error: unknown) => {
    const fields = apiFieldErrors(error);
    setErrors(fields);
    if (Object.keys(fields).length === 0) failed(t('connect.failed'), error);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = connectFormProblems(form, !account);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [t(key)]])));
    if (Object.keys(problems).length > 0) return;
    const accessToken = form.access_token.trim();
    const done = (res: { data: ShopifyAccount }) => {
      saved(
        account
          ? t('connect.tokenSaved')
          : t('connect.connected', { shop: res.data.name || res.data.shop_domain }),
      );
      onHide();
    };
    if (account) replace.mutate({ id: account.id, accessToken }, { onSuccess: done, onError });
    else
      connect.mutate(
        { shop_domain: normaliseShopDomain(form.shop_domain), access_token: accessToken },
        { onSuccess: done, onError },
      );
  };

  return (
    <Modal show onHide={onHide} size="lg" centered backdrop="static" aria-labelledby="shopify-connect-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="shopify-connect-title" as="h2" className="h5">
            {account ? t('connect.tokenTitle', { shop: account.shop_domain }) : t('connect.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <HintedField
            id="shopify-domain"
            label={t('connect.domain')}
            hint={t('connect.domainHint')}
            error={texts.shop_domain}
            value={form.shop_domain}
            onChange={(e) => setForm((f) => ({ ...f, shop_domain: e.target.value }))}
            onBlur={(e) =>
              e.target.value && setForm((f) => ({ ...f, shop_domain: normaliseShopDomain(f.shop_domain) }))
            }
            placeholder="my-shop.myshopify.com"
            autoComplete="off"
            maxLength={255}
            readOnly={!!account}
            disabled={busy}
          />
          <HintedField
            id="shopify-token"
            label={t('connect.token')}
            hint={t('connect.tokenHint')}
            error={texts.access_token}
            type="password"
            value={form.access_token}
            onChange={(e) => setForm((f) => ({ ...f, access_token: e.target.value }))}
            placeholder="shpat_…"
            autoComplete="new-password"
            maxLength={512}
            disabled={busy}
          />
          <ConnectHelp />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            {t('cancel')}
          </Button>
          <BusyButton type="submit" busy={busy}>
            {account ? t('connect.saveToken') : t('connect.submit')}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** A labelled control with its hint, replaced by its error when there is one (the control is described by either). */
function HintedField({
  id,
  label,
  hint,
  error,
  ...control
}: { id: string; label: string; hint: string; error?: string } & ComponentProps<typeof Form.Control>) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...control}
        isInvalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {!error && (
        <Form.Text id={`${id}-hint`} className="small">
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback id={`${id}-error`} type="invalid">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
