import { APPROVED_STATUS } from '@kits/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/fieldset';
import { useServiceStatuses } from '../api/get-service-statuses';
import { parseHashtags } from '../utils/product-form';
import type { SectionProps } from './product-form-section';

/** The hashtags as typed (comma-separated), and an English name for each of them. */
export function HashtagsSection({ values, onChange, disabled, field }: SectionProps) {
  const { t } = useTranslation('product-admin');
  const hashtags = parseHashtags(values.hashtags);
  return (
    <Fieldset legend={t('edit.hashtags')}>
      <Form.Group controlId="edit-hashtags">
        <Form.Label className="visually-hidden">{t('edit.hashtags')}</Form.Label>
        <Form.Control
          value={values.hashtags}
          onChange={(e) => onChange({ hashtags: e.target.value })}
          isInvalid={!!field.errorOf('hashtags')}
          disabled={disabled}
        />
        <Form.Text className="small">{t('edit.hashtagsHint')}</Form.Text>
        {field.feedback('hashtags')}
      </Form.Group>
      {hashtags.length > 0 && (
        <fieldset className="mt-3">
          <legend className="small fw-semibold mb-1">{t('edit.hashtagsEn')}</legend>
          {hashtags.map((name) => (
            <Form.Group
              key={name}
              as={Row}
              className="g-2 mb-1 align-items-center"
              controlId={`edit-hashtag-en-${name}`}
            >
              <Form.Label column="sm" xs={5} className="text-truncate">
                #{name}
              </Form.Label>
              <Col xs={7}>
                <Form.Control
                  size="sm"
                  lang="en"
                  aria-label={t('edit.hashtagEn', { name })}
                  value={values.hashtags_en[name] ?? ''}
                  onChange={(e) =>
                    onChange({ hashtags_en: { ...values.hashtags_en, [name]: e.target.value } })
                  }
                  isInvalid={!!field.errorOf('hashtags_en')}
                  disabled={disabled}
                />
              </Col>
            </Form.Group>
          ))}
          <Form.Text className="small">{t('edit.englishHint')}</Form.Text>
          {field.feedback('hashtags_en')}
        </fieldset>
      )}
    </Fieldset>
  );
}

/** The statuses: "approved by the content manager" as a switch of its own, the others as checkboxes. */
export function StatusesSection({ values, onChange, disabled, field }: SectionProps) {
  const { t } = useTranslation('product-admin');
  const statuses = useServiceStatuses();
  const others = (statuses.data ?? []).filter((s) => s.slug !== APPROVED_STATUS);
  const toggle = (slug: string, on: boolean) =>
    onChange({
      statuses: on ? [...new Set([...values.statuses, slug])] : values.statuses.filter((s) => s !== slug),
    });
  return (
    <Fieldset legend={t('edit.statuses')}>
      <Form.Check
        type="switch"
        id="edit-approve"
        label={<strong>{t('edit.approve')}</strong>}
        checked={values.statuses.includes(APPROVED_STATUS)}
        onChange={(e) => toggle(APPROVED_STATUS, e.target.checked)}
        disabled={disabled}
      />
      <Form.Text className="d-block small mb-2">{t('edit.approveHint')}</Form.Text>
      {others.map((s) => (
        <Form.Check
          key={s.slug}
          id={`edit-status-${s.slug}`}
          label={t(`statuses.${s.slug}`, { defaultValue: s.name })}
          checked={values.statuses.includes(s.slug)}
          onChange={(e) => toggle(s.slug, e.target.checked)}
          disabled={disabled}
          inline
        />
      ))}
      {field.feedback('statuses')}
    </Fieldset>
  );
}
