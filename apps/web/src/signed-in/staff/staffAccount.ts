import { staffArea } from '@ngs/content';
import { staffPaths, type StaffSession } from '@ngs/forms';
import type { AreaAccount } from '../AreaFrame';

export const staffAccount = (session: StaffSession): AreaAccount => ({
  ...session,
  settings: { href: staffPaths.account, label: staffArea.accountLink },
  signOutAction: staffPaths.signOut,
  signedInAs: staffArea.signedInAs,
  signOutLabel: staffArea.signOut,
});

export const statusTone = {
  received: 'neutral',
  in_review: 'accent',
  interview: 'accent',
  offer: 'positive',
  not_selected: 'critical',
  withdrawn: 'neutral',
} as const;
