import { RegistrationBody } from '@kits/contract';

export type RegistrationField = 'name' | 'email' | 'phone';
export const REGISTRATION_FIELDS: readonly RegistrationField[] = ['name', 'email', 'phone'];

/**
 * Client-side check of the registration form with the contract's schema (docs/rules.md#spec-5: all three
 * required, e-mail of email type). Answers field → 'required' | 'invalid', empty when valid.
 */
export function checkRegistration(values: Record<RegistrationField, string>) {
  const problems: Partial<Record<RegistrationField, 'required' | 'invalid'>> = {};
  const result = RegistrationBody.safeParse(values);
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RegistrationField;
    if (!problems[field]) problems[field] = values[field].trim() === '' ? 'required' : 'invalid';
  }
  return problems;
}
