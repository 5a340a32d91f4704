import { PasswordLinkResponse } from '@kits/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /services/users/{id}/password-link → `{ data: PasswordLink }`: a new set-password link (the
 * unused ones stop working), e-mailed (`emailed_to`) or answered (`url`) for staff to pass on.
 */
export const issuePasswordLink = (id: number) =>
  api(`services/users/${id}/password-link`, { method: 'POST', schema: PasswordLinkResponse });

export const useIssuePasswordLink = () => useMutation({ mutationFn: issuePasswordLink });
