import type { PasswordLink } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toaster';
import { dateTime } from '@/lib/format';

/**
 * A set-password link just issued (docs/rules.md#password-link): when it was e-mailed, to whom;
 * else the link in a read-only field with a Copy button, for staff to pass on. `link` null: closed.
 */
export function PasswordLinkModal({
  link,
  username,
  onHide,
}: {
  link: PasswordLink | null;
  username: string;
  onHide: () => void;
}) {
  const { t } = useTranslation('accounts');
  const toast = useToast();
  // The last link stays in the modal while it fades out.
  const [last, setLast] = useState({ link, username });
  if (link && link !== last.link) setLast({ link, username });
  const shown = link ?? last.link;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ variant: 'success', title: t('link.copied') });
    } catch {
      toast.show({ variant: 'warning', title: t('link.copyFailed') });
    }
  };
  const expires = shown ? dateTime(shown.expires_at) : '';
  return (
    <Modal show={link !== null} onHide={onHide} centered aria-labelledby="password-link-title">
      <Modal.Header closeButton closeLabel={t('common:close')}>
        <Modal.Title id="password-link-title" as="h2" className="h5">
          {t('link.title', { username: link ? username : last.username })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {shown?.emailed_to ? (
          <Alert variant="success" className="mb-0">
            <div className="fw-semibold">{t('link.emailed', { email: shown.emailed_to })}</div>
            <div className="small">{t('link.emailedText', { email: shown.emailed_to, date: expires })}</div>
          </Alert>
        ) : (
          shown?.url && (
            <>
              <p>{t('link.intro')}</p>
              <Form.Label htmlFor="password-link-url" className="small mb-1">
                {t('link.label')}
              </Form.Label>
              <InputGroup>
                <Form.Control
                  id="password-link-url"
                  readOnly
                  value={shown.url}
                  className="font-monospace small"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="primary" onClick={() => void copy(shown.url!)}>
                  {t('link.copy')}
                </Button>
              </InputGroup>
              <p className="small text-body-secondary mt-2 mb-0">{t('link.expires', { date: expires })}</p>
            </>
          )
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('link.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
