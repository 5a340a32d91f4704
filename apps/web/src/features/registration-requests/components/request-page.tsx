import { isFinalRequestStatus, type RequestApprovedResponse } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useScrollIntoView } from '@/hooks/use-scroll-into-view';
import { useRegistrationRequest } from '../api/get-registration-request';
import { OnboardingForm } from './onboarding-form';
import { OnboardingSuccess } from './onboarding-success';
import { RejectRequestModal } from './reject-request-modal';
import { RequestDetails } from './request-details';
import { RequestStatusBadge } from './request-status-badge';
import { StaffCommentForm } from './staff-comment-form';

/**
 * /services/counterparty/requests/{id} (manager; docs/rules.md#request-status): the request's
 * fields, the staff comment, and while it is open the two ways to close it — reject (with a
 * reason) or approve, which is onboarding (docs/rules.md#onboarding): the form opens under the
 * request, and once it is sent the success panel with the set-password link takes its place.
 */
export function RequestPage({ id }: { id: number }) {
  const { t } = useTranslation('registration-requests');
  const request = useRegistrationRequest(id);
  const [rejecting, setRejecting] = useState(false);
  const [onboarding, setOnboarding] = useState(false);
  const [approved, setApproved] = useState<{ result: RequestApprovedResponse; username: string } | null>(
    null,
  );
  const below = useScrollIntoView(approved ? 'done' : onboarding ? 'form' : null);
  const title = t('request.title', { id });
  return (
    <>
      <PageHeader
        title={title}
        under="services"
        parents={[{ label: t('layout:pages.counterparty.title'), href: paths.counterparty.getHref() }]}
      >
        {request.data && <RequestStatusBadge status={request.data.data.status} />}
      </PageHeader>
      <QueryState query={request} errorTitle={t('request.failed')}>
        {({ data }) => (
          <>
            <Row className="g-4">
              <Col lg={7}>
                <RequestDetails request={data} />
              </Col>
              <Col lg={5} className="d-grid gap-4 align-content-start">
                <StaffCommentForm key={data.updated_at} request={data} />
                {isFinalRequestStatus(data.status) ? (
                  <Alert variant="light" className="border small mb-0">
                    {t('approve.closed')}
                  </Alert>
                ) : (
                  <div className="d-flex flex-wrap gap-2">
                    <Button variant="success" onClick={() => setOnboarding(true)} disabled={onboarding}>
                      {t('approve.open')}
                    </Button>
                    <Button variant="outline-danger" onClick={() => setRejecting(true)}>
                      {t('reject.open')}
                    </Button>
                  </div>
                )}
              </Col>
            </Row>
            <div ref={below} className="mt-4">
              {approved ? (
                <OnboardingSuccess result={approved.result} username={approved.username} />
              ) : (
                onboarding &&
                !isFinalRequestStatus(data.status) && (
                  <OnboardingForm
                    request={data}
                    onApproved={(result, username) => setApproved({ result, username })}
                    onCancel={() => setOnboarding(false)}
                  />
                )
              )}
            </div>
            <RejectRequestModal request={data} show={rejecting} onHide={() => setRejecting(false)} />
          </>
        )}
      </QueryState>
    </>
  );
}
