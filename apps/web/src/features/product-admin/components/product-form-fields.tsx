import type { ServiceProduct } from '@kits/contract';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { ProductFormValues, ShownErrors } from '../utils/product-form';
import { useFieldFeedback } from './product-form-section';
import { CategorySection, NamesSection } from './product-names-section';
import { PropertiesSection } from './product-properties-section';
import { PricesSection, StockSection } from './product-stock-section';
import { HashtagsSection, StatusesSection } from './product-tags-section';

type Props = {
  product: ServiceProduct;
  values: ProductFormValues;
  onChange: (change: Partial<ProductFormValues>) => void;
  errors: ShownErrors;
  disabled: boolean;
};

/** The sections of the product edit form; each field shows its errors under it. */
export function ProductFormFields({ errors, ...rest }: Props) {
  const section = { ...rest, field: useFieldFeedback(errors) };
  return (
    <div className="d-grid gap-4">
      <NamesSection {...section} />
      <CategorySection {...section} />
      <Row className="g-4">
        <Col lg={7}>
          <PricesSection {...section} />
        </Col>
        <Col lg={5}>
          <StockSection {...section} />
        </Col>
      </Row>
      <PropertiesSection {...section} />
      <Row className="g-4">
        <Col lg={6}>
          <HashtagsSection {...section} />
        </Col>
        <Col lg={6}>
          <StatusesSection {...section} />
        </Col>
      </Row>
    </div>
  );
}
