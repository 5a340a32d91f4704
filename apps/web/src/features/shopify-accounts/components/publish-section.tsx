import type { Currency, ShopifyAccount, ShopifyPublishReport } from '@kits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast } from '@/components/toaster';
import type { ProductsQueryOptions } from '@/lib/products-query';
import { queryKeys } from '@/lib/query-keys';
import { useDownloadShopifyCsv } from '../api/download-shopify-csv';
import { useShopifyJob, useShopifyJobs } from '../api/get-shopify-jobs';
import { usePublishPreview } from '../api/preview-publish';
import { usePublishProducts } from '../api/publish-products';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  DEFAULT_PRICE_RULE,
  type PublishForm,
  parseProductCodes,
  publishBody,
} from '../utils/publish-selection';
import { CategoryPicker } from './category-picker';
import { JobProgress } from './job-progress';
import { JobsList } from './jobs-list';
import { PriceRuleFields } from './price-rule-fields';
import { ProductCodeSearch } from './product-code-search';
import { PublishPreview } from './publish-preview';
import { PublishReport } from './publish-report';

/** How long the preview waits after the last change before it asks the server, in ms. */
export const PREVIEW_DEBOUNCE_MS = 400;

const startForm = (account: ShopifyAccount): PublishForm => {
  const rule = account.price_rule ?? DEFAULT_PRICE_RULE;
  return { categoryIds: [], codesText: '', rule: { ...rule, markup_percent: String(rule.markup_percent) } };
};

/**
 * Publish to the shop (docs/rules.md#shopify-account): pick categories and/or paste product codes,
 * set the retail price rule, see a live preview (debounced), publish (a job: progress bar, then
 * the report of created, updated and failed products) or download the same selection as a
 * Shopify product CSV; the account's recent jobs below. `productsQuery` (the catalogue's, from
 * app/) serves the search by code or name.
 */
export function PublishSection({
  account,
  currency,
  productsQuery,
}: {
  account: ShopifyAccount;
  currency: Currency;
  productsQuery: ProductsQueryOptions;
}) {
  const { t } = useTranslation('shopify');
  const client = useQueryClient();
  const failed = useFailureToast();
  const [form, setForm] = useState<PublishForm>(() => startForm(account));
  const body = publishBody(form);
  const preview = usePublishPreview(account.id, useDebouncedValue(body, PREVIEW_DEBOUNCE_MS));
  const publish = usePublishProducts();
  const csv = useDownloadShopifyCsv();
  const jobs = useShopifyJobs(account.id);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useShopifyJob(account.id, jobId);
  const running = job.data?.status === 'queued' || job.data?.status === 'running';
  const finished = job.data?.status === 'done' || job.data?.status === 'failed';

  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: queryKeys.shopify.jobs(account.id) });
    void client.invalidateQueries({ queryKey: queryKeys.shopify.accounts });
    void client.invalidateQueries({ queryKey: queryKeys.shopify.account(account.id) });
  }, [finished, client, account.id]);

  const start = () =>
    body &&
    publish.mutate(
      { id: account.id, body },
      { onSuccess: (res) => setJobId(res.data.id), onError: (error) => failed(t('publish.failed'), error) },
    );
  const download = () =>
    body && csv.mutate(body, { onError: (error) => failed(t('publish.csvFailed'), error) });
  const codes = parseProductCodes(form.codesText);

  return (
    <>
      <Card className="shadow-sm mb-4">
        <Card.Body>
          <Row className="g-4">
            <Col lg={5}>
              <CategoryPicker
                value={form.categoryIds}
                disabled={running}
                onChange={(categoryIds) => setForm((f) => ({ ...f, categoryIds }))}
              />
              <Form.Group controlId="shopify-codes" className="mt-3">
                <Form.Label className="mb-1">{t('publish.codes')}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  value={form.codesText}
                  disabled={running}
                  placeholder={t('publish.codesPlaceholder')}
                  onChange={(e) => setForm((f) => ({ ...f, codesText: e.target.value }))}
                  aria-describedby="shopify-codes-hint"
                />
                <Form.Text id="shopify-codes-hint" className="small">
                  {t('publish.codesHint', { count: codes.length })}
                </Form.Text>
              </Form.Group>
              <ProductCodeSearch
                picked={codes}
                productsQuery={productsQuery}
                onAdd={(code) =>
                  setForm((f) =>
                    parseProductCodes(f.codesText).includes(code)
                      ? f
                      : { ...f, codesText: f.codesText.trim() ? `${f.codesText.trim()}\n${code}` : code },
                  )
                }
              />
            </Col>
            <Col lg={7}>
              <PriceRuleFields
                rule={form.rule}
                currency={currency}
                disabled={running}
                onChange={(rule) => setForm((f) => ({ ...f, rule }))}
              />
              <div className="border-top mt-3 pt-3">
                <PublishPreview preview={body ? preview.data : undefined} loading={preview.isFetching} />
              </div>
            </Col>
          </Row>
          {!account.currency_supported && (
            <Alert variant="warning" className="mt-3 mb-0 small">
              {t('publish.currencyWarning', { currency: account.currency ?? '—' })}
            </Alert>
          )}
          <div className="d-flex flex-wrap gap-2 mt-3 pt-3 border-top">
            <BusyButton busy={publish.isPending || running} disabled={!body} onClick={start}>
              {t('publish.submit')}
            </BusyButton>
            <Button variant="outline-secondary" disabled={!body || csv.isPending} onClick={download}>
              {t('publish.csv')}
            </Button>
            <span className="small text-body-secondary align-self-center">{t('publish.csvHint')}</span>
          </div>
          {job.data && (
            <div className="mt-3">
              <JobProgress job={job.data} label={t('publish.progress')} />
              {job.data.status === 'done' && job.data.report && 'created' in job.data.report && (
                <PublishReport report={job.data.report as ShopifyPublishReport} />
              )}
            </div>
          )}
        </Card.Body>
      </Card>
      <section aria-labelledby="shopify-jobs-title">
        <h2 id="shopify-jobs-title" className="h6">
          {t('jobs.title')}
        </h2>
        <JobsList jobs={jobs.data ?? []} />
      </section>
    </>
  );
}
