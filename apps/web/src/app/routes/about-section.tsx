import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';

/** The product lines of docs/rules.md#spec-1, in the order the spec names them. */
const PRODUCT_LINES = [
  'paintByNumber',
  'diamondPainting',
  'ribbonEmbroidery',
  'textileToys',
  'roomBoxes',
  'woodenConstructors',
  'puzzles3d',
  'woolPainting',
  'crossStitch',
  'dreamcatchers',
  'accessories',
  'frames',
] as const;

/** "About" (the header's about link, docs/rules.md#header): who the catalogue is for and what it sells. */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <section id="about" className="py-4" aria-labelledby="about-title" style={{ scrollMarginTop: '5rem' }}>
      <h2 id="about-title" className="h4 mb-3">
        {t('about.title')}
      </h2>
      <Row className="g-4">
        <Col lg={6}>
          <p>{t('about.text')}</p>
          <p className="text-body-secondary mb-0">{t('about.audience')}</p>
        </Col>
        <Col lg={6}>
          <h3 className="h6 text-body-secondary">{t('about.linesTitle')}</h3>
          <ul className="list-inline mb-0">
            {PRODUCT_LINES.map((line) => (
              <li key={line} className="list-inline-item badge text-bg-light border fw-normal fs-6 mb-2">
                {t(`about.lines.${line}`)}
              </li>
            ))}
          </ul>
        </Col>
      </Row>
    </section>
  );
}
