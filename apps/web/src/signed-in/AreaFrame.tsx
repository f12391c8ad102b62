import { brand, copyrightLine, skipLink } from '@ngs/content';
import { Button, Container, SkipLink } from '@ngs/ui';
import type { ReactNode } from 'react';
import * as styles from './AreaFrame.css';

const buildYear = new Date().getFullYear();

export interface AreaAccount {
  email: string;
  csrfToken: string;
  /** Where the sign-out form posts. */
  signOutAction: string;
  signedInAs: (email: string) => string;
  signOutLabel: string;
  /** Where the signed-in person manages their account, if the area has such a page. */
  settings?: { href: string; label: string };
}

/**
 * The frame of a signed-in screen: its own banner (the area, who is signed in, sign-out), the
 * main landmark and a footer. Lean on purpose: none of the public site's menus, search or
 * effects, which have nothing to do with reading an inbox.
 */
export function AreaFrame({
  areaName,
  homeHref,
  account,
  children,
}: {
  areaName: string;
  /** The area's first screen, where the banner's name leads. */
  homeHref: string;
  account?: AreaAccount;
  children: ReactNode;
}) {
  return (
    <>
      <header className={styles.banner}>
        <SkipLink targetId="main">{skipLink.label}</SkipLink>
        <Container>
          <div className={styles.bannerRow}>
            <a href={homeHref} className={styles.brandLink}>
              {brand.name} <span className={styles.areaName}>{areaName}</span>
            </a>
            {account ? (
              <form method="post" action={account.signOutAction} className={styles.account}>
                <span>{account.signedInAs(account.email)}</span>
                {account.settings ? (
                  <a href={account.settings.href}>{account.settings.label}</a>
                ) : null}
                <input type="hidden" name="csrf" value={account.csrfToken} />
                <Button type="submit" variant="secondary" size="sm">
                  {account.signOutLabel}
                </Button>
              </form>
            ) : null}
          </div>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Container>{children}</Container>
      </main>
      <footer className={styles.footer}>
        <Container>
          <p>
            {copyrightLine(buildYear)} · <a href="/">{brand.siteUrl.replace(/^https:\/\//, '')}</a>
          </p>
        </Container>
      </footer>
    </>
  );
}

/** A message about what the last form did, read out when the page arrives. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
