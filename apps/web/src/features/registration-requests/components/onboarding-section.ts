import type { OnboardingDraft } from '../utils/onboarding-form';

/** A section of the onboarding form: its part of the draft, how it changes, the form's errors. */
export type Section<K extends 'counterparty' | 'user' | 'outlet'> = {
  value: OnboardingDraft[K];
  onChange: (change: Partial<OnboardingDraft[K]>) => void;
  /** Messages by field path (`counterparty.inn`). */
  errors: Record<string, string>;
};
