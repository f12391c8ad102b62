import { forwardRef, useId } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { Link } from '../LinkProvider/LinkProvider';
import { popover } from '../private/popover.css';
import { hideEnclosingPopover, hidesWhenFocusLeaves } from '../private/popover';
import * as styles from './QuickContact.css';

export interface QuickContactLink {
  label: string;
  href: string;
}

export interface QuickContactProps {
  /** Accessible name of the floating button, e.g. "Quick contact". */
  label: string;
  /** Title of the panel, e.g. "Talk to us". */
  title: string;
  /** e.g. `{ label: '+1 555 0100', href: 'tel:+15550100' }` */
  phone?: QuickContactLink;
  /** e.g. `{ label: 'hello@example.com', href: 'mailto:hello@example.com' }` */
  email?: QuickContactLink;
  /** A link to the app's contact page, drawn by the app's link component. */
  contactLink?: QuickContactLink;
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** The panel closes once one of its links is chosen, or focus moves on to the page. */
function closesOnChoiceOrFocusLeaving(panel: HTMLDivElement | null) {
  if (!panel) return;
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) hideEnclosingPopover(panel);
  };
  panel.addEventListener('click', onClick);
  const stopWatchingFocus = hidesWhenFocusLeaves(panel);
  return () => {
    panel.removeEventListener('click', onClick);
    stopWatchingFocus?.();
  };
}

/**
 * A floating button that discloses a small contact panel. The panel is a native popover,
 * so the button works from the first paint; Escape, a click outside or a chosen link closes it.
 */
export const QuickContact = forwardRef<HTMLDivElement, QuickContactProps>(function QuickContact(
  { label, title, phone, email, contactLink },
  ref,
) {
  const panelId = useId();
  const titleId = useId();

  return (
    <div ref={ref} className={styles.root}>
      <button type="button" className={styles.toggle} popoverTarget={panelId}>
        <svg className={styles.openIcon} {...iconProps}>
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={3} />
        </svg>
        <svg className={styles.closeIcon} {...iconProps}>
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className={visuallyHidden}>{label}</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        className={`${popover} ${styles.panel}`}
        role="group"
        aria-labelledby={titleId}
        ref={closesOnChoiceOrFocusLeaving}
      >
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        <ul className={styles.list}>
          {phone ? (
            <li>
              <a href={phone.href} className={styles.link}>
                <svg className={styles.linkIcon} {...iconProps}>
                  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
                </svg>
                {phone.label}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a href={email.href} className={styles.link}>
                <svg className={styles.linkIcon} {...iconProps}>
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="M3 7l9 6 9-6" />
                </svg>
                {email.label}
              </a>
            </li>
          ) : null}
          {contactLink ? (
            <li>
              <Link href={contactLink.href} className={styles.contactLink}>
                {contactLink.label}
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
});
