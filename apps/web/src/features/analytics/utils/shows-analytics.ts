import { isFranchise, isManager, type User } from '@kits/contract';

/** docs/rules.md#spec-6: the analytics popover is for managers and for users with more than one retail outlet. */
export const showsAnalytics = (user: User | null): boolean =>
  !!user && (isManager(user) || isFranchise(user.ranking.outlets_count));
