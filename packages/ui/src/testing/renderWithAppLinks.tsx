import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { WithRecordingLinks } from './recordingLink';

/**
 * Renders `ui` with the kit's links drawn as an app's router links, which report to the
 * returned `navigate` spy instead of leaving the page; a rerender keeps them.
 */
export function renderWithAppLinks(ui: ReactNode) {
  const navigate = vi.fn<(href: string) => void>();
  const view = render(ui, {
    wrapper: ({ children }) => (
      <WithRecordingLinks navigate={navigate}>{children}</WithRecordingLinks>
    ),
  });
  return { ...view, navigate };
}
