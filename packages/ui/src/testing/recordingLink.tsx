import { useState, type ReactNode } from 'react';
import { LinkProvider, type LinkComponent } from '../components/LinkProvider/LinkProvider';

/**
 * Stands in for an app's router link in tests and stories: it marks the `<a>` it draws and
 * reports where it would navigate instead of leaving the page.
 */
export function recordingLink(navigate: (href: string) => void): LinkComponent {
  return function RecordingLink({ ref, href, onClick, children, ...props }) {
    return (
      <a
        ref={ref}
        href={href}
        data-app-link=""
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    );
  };
}

/** Wraps a tree in a LinkProvider whose links report to `navigate`. */
export function WithRecordingLinks({
  navigate,
  children,
}: {
  navigate: (href: string) => void;
  children: ReactNode;
}) {
  // One component for the provider's lifetime: a new one each render would remount every link.
  const [linkComponent] = useState(() => recordingLink(navigate));
  return <LinkProvider linkComponent={linkComponent}>{children}</LinkProvider>;
}
