import { forwardRef, useId, type ComponentType } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { ChatIcon, CloseIcon, MailIcon, PhoneIcon } from '../../system/Icon/icons';
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

// A plain <a>, not the app's Link: tel: and mailto: leave the site for the phone or mail app.
function IconLinkItem({
  link,
  Icon,
}: {
  link: QuickContactLink;
  Icon: ComponentType<{ className?: string }>;
}) {
  return (
    <li>
      <a href={link.href} className={styles.link}>
        <Icon className={styles.linkIcon} />
        {link.label}
      </a>
    </li>
  );
}

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
export const QuickContact = /* @__PURE__ */ forwardRef<HTMLDivElement, QuickContactProps>(
  function QuickContact({ label, title, phone, email, contactLink }, ref) {
    const panelId = useId();
    const titleId = useId();

    return (
      <div ref={ref} className={styles.root}>
        <button type="button" className={styles.toggle} popoverTarget={panelId}>
          <ChatIcon className={styles.openIcon} />
          <CloseIcon className={styles.closeIcon} />
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
            {phone ? <IconLinkItem link={phone} Icon={PhoneIcon} /> : null}
            {email ? <IconLinkItem link={email} Icon={MailIcon} /> : null}
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
  },
);
