import type { RequestApprovedResponse } from '@kits/contract';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { dateTime } from '@/lib/format';

/**
 * After approving (docs/rules.md#onboarding, docs/rules.md#password-link): the new user's
 * set-password link with a Copy button — shown this once, for the manager to pass on — or the
 * address it was e-mailed to; links to the new counterparty's card and back to the inbox.
 */
export function OnboardingSuccess({
  result,
  username,
}: {
  result: RequestApprovedResponse;
  username: string;
}) {
  const { t } = useTranslation('registration-requests');
  const { link } = result;
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  const copy = async () => {
    if (!link.url) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for Ctrl+C.
      input.current?.select();
      setCopied('no');
    }
  };

  return (
    <Card as="section" aria-labelledby="onboarding-done" className="shadow-sm border-success">
      <Card.Header className="bg-success-subtle">
        <h2 id="onboarding-done" className="h5 mb-0">
          {t('success.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        <p>{t('success.text', { username })}</p>
        {link.url ? (
          <Form.Group controlId="password-link" className="mb-3">
            <Form.Label>{t('success.link')}</Form.Label>
            <InputGroup>
              <Form.Control ref={input} readOnly value={link.url} onFocus={(e) => e.target.select()} />
              <Button variant="primary" onClick={copy}>
                {t('success.copy')}
              </Button>
            </InputGroup>
            <Form.Text role="status">
              {copied === 'yes'
                ? t('success.copied')
                : copied === 'no'
                  ? t('success.copyByHand')
                  : t('success.linkHint', { date: dateTime(link.expires_at) })}
            </Form.Text>
          </Form.Group>
        ) : (
          <Alert variant="info">
            {t('success.emailed', { email: link.emailed_to, date: dateTime(link.expires_at) })}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Link
            className="btn btn-outline-primary"
            to={paths.counterpartyCard.getHref(result.counterparty_id)}
          >
            {t('success.toCounterparty')}
          </Link>
          <Link className="btn btn-link" to={paths.counterparty.getHref()}>
            {t('request.back')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
