import {
  type Currency,
  roundUpToEnding,
  SHOPIFY_PRICE_ENDINGS,
  type ShopifyPriceEnding,
} from '@kits/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/format';
import { type PublishForm, parseMarkup } from '../utils/publish-selection';

/** The price an ending's example starts from, in cents (1 234,56). */
const EXAMPLE_MINOR = 123_456;

/** "1 234,56 → 1 299,00 ₽" for an ending: what rounding up to it does to an example price. */
export const endingExample = (ending: ShopifyPriceEnding, currency: Currency) =>
  money(roundUpToEnding(EXAMPLE_MINOR, ending) / 100, currency);

/**
 * The retail price rule (the contract's shopifyRetailPrice): basis — a markup over my price with
 * discount, or the catalogue's retail price —, the markup in percent, and the price ending
 * (each shown with what it makes of 1 234,56).
 */
export function PriceRuleFields({
  rule,
  currency,
  onChange,
  disabled,
}: {
  rule: PublishForm['rule'];
  currency: Currency;
  onChange: (rule: PublishForm['rule']) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shopify');
  const markupInvalid = rule.basis === 'markup' && parseMarkup(rule.markup_percent) === null;
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-1">{t('rule.title')}</legend>
      <Row className="g-2 align-items-start">
        <Col md={12}>
          {(['markup', 'retail'] as const).map((basis) => (
            <Form.Check
              key={basis}
              inline
              type="radio"
              name="shopify-basis"
              id={`shopify-basis-${basis}`}
              label={t(`rule.basis.${basis}`)}
              checked={rule.basis === basis}
              disabled={disabled}
              onChange={() => onChange({ ...rule, basis })}
            />
          ))}
        </Col>
        <Col sm={5}>
          <Form.Group controlId="shopify-markup">
            <Form.Label className="small mb-1">{t('rule.markup')}</Form.Label>
            <InputGroup size="sm" hasValidation>
              <Form.Control
                inputMode="decimal"
                value={rule.markup_percent}
                disabled={disabled || rule.basis === 'retail'}
                isInvalid={markupInvalid}
                maxLength={7}
                onChange={(e) => onChange({ ...rule, markup_percent: e.target.value })}
                aria-describedby={markupInvalid ? 'shopify-markup-error' : undefined}
              />
              <InputGroup.Text>%</InputGroup.Text>
              <Form.Control.Feedback id="shopify-markup-error" type="invalid">
                {t('rule.markupInvalid')}
              </Form.Control.Feedback>
            </InputGroup>
          </Form.Group>
        </Col>
        <Col sm={7}>
          <Form.Group controlId="shopify-ending">
            <Form.Label className="small mb-1">{t('rule.ending')}</Form.Label>
            <Form.Select
              size="sm"
              value={rule.ending}
              disabled={disabled}
              onChange={(e) => onChange({ ...rule, ending: e.target.value as ShopifyPriceEnding })}
            >
              {SHOPIFY_PRICE_ENDINGS.map((ending) => (
                <option key={ending} value={ending}>
                  {ending === 'none'
                    ? t('rule.endingNone', { example: endingExample(ending, currency) })
                    : t('rule.endingOption', { ending, example: endingExample(ending, currency) })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
    </fieldset>
  );
}
