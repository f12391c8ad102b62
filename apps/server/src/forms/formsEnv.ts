import type { FormName } from '@ngs/forms';
import type { AppEnv } from '../http/env';
import type { RefusalPage } from '../http/problems';
import type { PageRenderer } from '../site/pages';
import type { Deadline } from './deadline';

/** What a form's request carries besides the log's fields. */
export type FormsEnv = AppEnv & {
  Variables: {
    deadline: Deadline;
    /** A form posted without script (D27): every answer to it is a page of the site. */
    pageAnswer: { form: FormName; renderer: PageRenderer };
    /** The same post's refusals, answered with the form's page instead of JSON. */
    refusalPage: RefusalPage;
    /** What the visitor sent, as text, once read: a refused form's page shows it again. */
    submittedValues: Record<string, string>;
  };
};
