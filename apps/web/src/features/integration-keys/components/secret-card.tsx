import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';

/**
 * The secret of the key just issued, shown this once: read-only, a Copy button, a warning that it
 * can't be shown again, and Done (which hides it for good).
 */
export function SecretCard({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation('integration-keys');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert variant="warning" className="mb-4" aria-labelledby="integration-key-secret-title">
      <h2 id="integration-key-secret-title" className="h5">
        {t('secret.title', { name })}
      </h2>
      <p>{t('secret.warning')}</p>
      <Form.Label htmlFor="integration-key-secret">{t('secret.label')}</Form.Label>
      <InputGroup className="mb-3">
        <Form.Control
          id="integration-key-secret"
          readOnly
          value={secret}
          className="font-monospace"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outline-dark" onClick={copy}>
          {copied ? t('secret.copied') : t('secret.copy')}
        </Button>
      </InputGroup>
      <Button variant="dark" onClick={onDone}>
        {t('secret.done')}
      </Button>
    </Alert>
  );
}
