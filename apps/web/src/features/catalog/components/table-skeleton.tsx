import { THUMBNAIL_SIZE } from '@kits/contract';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';

const ROWS = 8;

/** Grey rows the shape of the product table while the first page loads. */
export function TableSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="table-responsive" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common:loading')}
      </span>
      <table className="table table-sm align-middle catalog-table mb-0" aria-hidden="true">
        <tbody>
          {Array.from({ length: ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            <tr key={i}>
              <td className="catalog-col-photo">
                <div
                  className="placeholder rounded"
                  style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }}
                />
              </td>
              <Placeholder as="td" animation="glow">
                <Placeholder xs={8} />
              </Placeholder>
              <Placeholder as="td" animation="glow" className="catalog-col-name">
                <Placeholder xs={10} /> <Placeholder xs={6} size="sm" />
              </Placeholder>
              <Placeholder as="td" animation="glow">
                <Placeholder xs={9} size="sm" />
              </Placeholder>
              <Placeholder as="td" animation="glow" className="text-end">
                <Placeholder xs={7} />
              </Placeholder>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
