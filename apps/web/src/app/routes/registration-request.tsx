import { useParams } from 'react-router';
import { RequestPage } from '@/features/registration-requests/components/request-page';
import { NotFoundRoute } from './not-found';

/** /services/counterparty/requests/{id} (manager): one registration request (docs/rules.md#request-status). */
export function RegistrationRequestRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />;
  return <RequestPage key={id} id={id} />;
}
