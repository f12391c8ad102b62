import { staffArea } from '@ngs/content';
import { staffPaths, type StaffSession } from '@ngs/forms';
import type { ReactNode } from 'react';
import { AreaFrame } from '../AreaFrame';
import { staffAccount } from './staffAccount';

/** The frame of every staff screen behind the sign-in: who is signed in, and sign-out. */
export function StaffFrame({ session, children }: { session: StaffSession; children: ReactNode }) {
  return (
    <AreaFrame
      areaName={staffArea.areaName}
      homeHref={staffPaths.home}
      account={staffAccount(session)}
    >
      {children}
    </AreaFrame>
  );
}
