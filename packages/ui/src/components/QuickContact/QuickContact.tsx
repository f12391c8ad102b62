import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { mergeRefs } from '../private/mergeRefs';
import * as styles from './QuickContact.css';
import { renderAnchor, type RenderLink } from '../private/renderLink';

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
  /** A link to the app's contact page, rendered through `renderLink`. */
  contactLink?: QuickContactLink;
  /** Renders the contact link with the app's router link; defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  defaultOpen?: boolean;
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

/**
 * A floating button that discloses a small contact panel (D23). Escape or a click outside closes
 * it; choosing one of its links closes it too.
 */
export const QuickContact = forwardRef<HTMLDivElement, QuickContactProps>(function QuickContact(
  { label, title, phone, email, contactLink, renderLink = renderAnchor, defaultOpen = false },
  ref,
) {
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      const active = document.activeElement;
      // Only take focus back from inside the widget (or from nowhere), never from the page.
      if (!active || active === document.body || rootRef.current?.contains(active)) {
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onPanelClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    const panel = panelRef.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    panel?.addEventListener('click', onPanelClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      panel?.removeEventListener('click', onPanelClick);
    };
  }, [open]);

  return (
    <div
      ref={mergeRefs(rootRef, ref)}
      className={styles.root}
      data-state={open ? 'open' : 'closed'}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? (
          <svg className={styles.toggleIcon} {...iconProps}>
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        ) : (
          <svg className={styles.toggleIcon} {...iconProps}>
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
            <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={3} />
          </svg>
        )}
        <span className={visuallyHidden}>{label}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        role="group"
        aria-labelledby={titleId}
        hidden={!open}
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
              {renderLink({
                href: contactLink.href,
                className: styles.contactLink,
                children: contactLink.label,
              })}
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
});
