import { staffArea } from '@ngs/content';
import { pathTo, staffPaths, staffStatusValues, type StaffApplicationView } from '@ngs/forms';
import { Badge, Button, Heading, Select } from '@ngs/ui';
import { Notice } from '../AreaFrame';
import { formatDateTime } from '../../lib/formatDate';
import { NotesPanel } from './NotesPanel';
import { StaffFrame } from './StaffFrame';
import { statusTone } from './staffAccount';
import * as styles from './staff.css';

const texts = staffArea.detail;

const statusOptions = staffStatusValues.map((status) => ({
  value: status,
  label: staffArea.statuses[status],
}));

export function ApplicationPage({ view }: { view: StaffApplicationView }) {
  const { application, feedback } = view;
  const address = pathTo(staffPaths.application, { id: application.id });
  const withdrawn = application.status === 'withdrawn';
  const statusError = feedback.note === undefined ? feedback.error : undefined;
  return (
    <StaffFrame session={view.session} section="inbox">
      <div className={styles.page}>
        <p>
          <a href={staffPaths.home}>{texts.back}</a>
        </p>
        <Heading level={1} size="xl">
          {texts.applicationTitle(view.name)}
        </Heading>
        {feedback.saved === 'status' ? <Notice>{texts.status.saved}</Notice> : null}
        {feedback.saved === 'note' ? <Notice>{texts.notes.saved}</Notice> : null}
        <p>
          <Badge tone={statusTone[application.status]}>
            {staffArea.statuses[application.status]}
          </Badge>{' '}
          {staffArea.applicationTypes[application.type]} · {texts.submitted}{' '}
          {formatDateTime(application.submittedAt)}
        </p>
        <div className={styles.detail}>
          <div className={styles.page}>
            <section aria-labelledby="files-title" className={styles.panel}>
              <Heading level={2} size="lg" id="files-title">
                {texts.files}
              </Heading>
              {view.files.length === 0 ? (
                <p>{texts.noFiles}</p>
              ) : (
                <ul className={styles.list}>
                  {view.files.map((file) => (
                    <li key={file.field}>
                      <a href={file.href} download>
                        {texts.download(file.name)}
                      </a>{' '}
                      ({file.type}, {Math.ceil(file.size / 1024)} KB, {texts.sentAs(file.sentAs)})
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <dl className={styles.facts}>
              {application.details.map(([label, value]) => (
                <div key={label} className={styles.factRow}>
                  <dt className={styles.factName}>{label}</dt>
                  <dd className={styles.factValue}>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.page}>
            <section aria-labelledby="status-title" className={styles.panel}>
              <Heading level={2} size="lg" id="status-title">
                {texts.status.legend}
              </Heading>
              {withdrawn ? (
                <p>{texts.status.withdrawn}</p>
              ) : (
                <form method="post" action={address} className={styles.page}>
                  <input type="hidden" name="csrf" value={view.session.csrfToken} />
                  <input type="hidden" name="intent" value="status" />
                  <Select
                    label={texts.status.label}
                    name="status"
                    options={statusOptions}
                    defaultValue={application.status}
                    error={statusError}
                  />
                  <div>
                    <Button type="submit">{texts.status.submit}</Button>
                  </div>
                </form>
              )}
            </section>
            <NotesPanel
              notes={view.notes}
              action={address}
              csrfToken={view.session.csrfToken}
              feedback={feedback}
            />
          </div>
        </div>
      </div>
    </StaffFrame>
  );
}
