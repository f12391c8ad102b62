import { vi } from 'vitest';
import { verifyPassword, verifyPasswordOrDecoy } from '../auth/passwords';

// For tests that mock this module with `vi.mock('…/auth/passwords', { spy: true })`: the
// Argon2id verifications run since the last `forgetVerifications`, decoys included, so that a
// test can see an unknown address costs what a known one does.

export const verifications = () =>
  vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyPasswordOrDecoy).mock.calls.length;

export function forgetVerifications() {
  vi.mocked(verifyPassword).mockClear();
  vi.mocked(verifyPasswordOrDecoy).mockClear();
}
