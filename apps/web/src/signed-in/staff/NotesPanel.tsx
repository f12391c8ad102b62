import { staffArea } from '@ngs/content';
import type { DetailFeedback, StaffNote } from '@ngs/forms';
import { Button, Heading, TextArea } from '@ngs/ui';
import { formatDateTime } from '../../lib/formatDate';
import * as styles from './staff.css';

const texts = staffArea.detail.notes;

/** Staff's own notes about a record, oldest first, and the form to add one. */
export function NotesPanel({
  notes,
  action,
  csrfToken,
  feedback,
}: {
  notes: readonly StaffNote[];
  action: string;
  csrfToken: string;
  feedback: DetailFeedback;
}) {
  const refused = feedback.note !== undefined ? feedback.error : undefined;
  return (
    <section aria-labelledby="notes-title" className={styles.panel}>
      <Heading level={2} size="lg" id="notes-title">
        {texts.title}
      </Heading>
      <p>{texts.text}</p>
      {notes.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ol className={styles.list}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteMeta}>
                {texts.by(note.author, formatDateTime(note.writtenAt))}
              </p>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={action} className={styles.page}>
        <input type="hidden" name="csrf" value={csrfToken} />
        <input type="hidden" name="intent" value="note" />
        <TextArea
          label={texts.label}
          name="text"
          rows={4}
          maxLength={5000}
          required
          defaultValue={feedback.note ?? ''}
          error={refused}
        />
        <div>
          <Button type="submit" variant="secondary">
            {texts.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
