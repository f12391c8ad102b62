import { AccentTitle, Container } from '@ngs/ui';
import { useId, type ReactNode } from 'react';
import * as page from './page.css';

export interface PageSectionProps {
  /** The section's heading (h2); it names the section for assistive technology too. */
  title: string;
  /** A short introduction under the title. */
  lead?: ReactNode;
  /** The band's surface: the page's own, tinted, or the inverse (dark) one. */
  tone?: keyof typeof page.tone;
  /** The target of an in-page link (`/#whatweoffer`). */
  id?: string;
  children?: ReactNode;
}

/** A band of a page: its accent title, an optional lead, then the content, at the page width. */
export function PageSection({ title, lead, tone = 'plain', id, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={`${page.section} ${page.tone[tone]}`} aria-labelledby={titleId}>
      <Container>
        <div className={page.band}>
          <AccentTitle id={titleId} onInverse={tone === 'inverse'}>
            {title}
          </AccentTitle>
          {lead ? (
            <p className={tone === 'inverse' ? `${page.lead} ${page.inverseLead}` : page.lead}>
              {lead}
            </p>
          ) : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
