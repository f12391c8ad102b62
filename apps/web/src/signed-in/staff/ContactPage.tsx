import { staffArea } from '@ngs/content';
import { pathTo, staffPaths, type StaffContactView } from '@ngs/forms';
import { Heading } from '@ngs/ui';
import { Notice } from '../AreaFrame';
import { formatDateTime } from '../../lib/formatDate';
import { NotesPanel } from './NotesPanel';
import { StaffFrame } from './StaffFrame';
import * as styles from './staff.css';

const texts = staffArea.detail;

export function ContactPage({ view }: { view: StaffContactView }) {
  const { message, feedback } = view;
  const fields = texts.contactFields;
  const facts: Array<[string, string]> = [
    [fields.email, message.email],
    [fields.phone, message.phone],
    [fields.subject, message.subject],
    [fields.message, message.message],
  ];
  return (
    <StaffFrame session={view.session} section="inbox">
      <div className={styles.page}>
        <p>
          <a href={`${staffPaths.home}?view=contacts`}>{texts.back}</a>
        </p>
        <Heading level={1} size="xl">
          {texts.contactTitle(message.name)}
        </Heading>
        {feedback.saved === 'note' ? <Notice>{texts.notes.saved}</Notice> : null}
        <p>
          {texts.submitted} {formatDateTime(message.submittedAt)}
        </p>
        <div className={styles.detail}>
          <dl className={styles.shortFacts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.factRow}>
                <dt className={styles.factName}>{label}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <NotesPanel
            notes={view.notes}
            action={pathTo(staffPaths.contact, { id: message.id })}
            csrfToken={view.session.csrfToken}
            feedback={feedback}
          />
        </div>
      </div>
    </StaffFrame>
  );
}
