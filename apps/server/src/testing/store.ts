import type { SubmissionStore } from '../storage/submissions';

/**
 * A submission store that keeps nothing but the kind of each save, in order, so a test of the
 * app can see whether a request was stored without opening a database.
 */
export function recordingStore(): { store: SubmissionStore; stored: string[] } {
  const stored: string[] = [];
  const store: SubmissionStore = {
    saveContactMessage: async () => {
      stored.push('contact');
      return 'c-1';
    },
    saveApplication: async () => {
      stored.push('application');
      return 'a-1';
    },
  };
  return { store, stored };
}
