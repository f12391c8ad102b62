import { staffArea } from '@ngs/content';
import {
  applicationStatusValues,
  pathTo,
  staffPaths,
  type InboxApplicationRow,
  type InboxContactRow,
  type InboxCounts,
  type InboxQuery,
  type StaffInboxView,
} from '@ngs/forms';
import {
  Badge,
  Button,
  DataTable,
  Heading,
  Pagination,
  Select,
  TextField,
  type DataTableColumn,
} from '@ngs/ui';
import { formatDateTime } from '../../lib/formatDate';
import { StaffFrame } from './StaffFrame';
import { statusTone } from './staffAccount';
import * as styles from './staff.css';

const texts = staffArea.inbox;

/** The inbox's address for a query, leaving out what is at its default. */
export function inboxHref(query: InboxQuery): string {
  const params = new URLSearchParams();
  if (query.view !== 'applications') params.set('view', query.view);
  if (query.q) params.set('q', query.q);
  if (query.view === 'applications' && query.status) params.set('status', query.status);
  if (query.view === 'applications' && query.type) params.set('type', query.type);
  if (query.view === 'applications' && query.opening) params.set('opening', query.opening);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${staffPaths.home}?${search}` : staffPaths.home;
}

/** The name that opens the submission at `path`: each row's header in both views. */
function nameColumn(
  path: typeof staffPaths.application | typeof staffPaths.contact,
): DataTableColumn<{ id: string; name: string }> {
  return {
    key: 'name',
    header: texts.columns.name,
    rowHeader: true,
    cell: (row) => <a href={pathTo(path, { id: row.id })}>{row.name}</a>,
  };
}

const emailColumn: DataTableColumn<{ email: string }> = {
  key: 'email',
  header: texts.columns.email,
  cell: (row) => row.email,
};

const submittedColumn: DataTableColumn<{ submittedAt: string }> = {
  key: 'submitted',
  header: texts.columns.submitted,
  numeric: true,
  cell: (row) => formatDateTime(row.submittedAt),
};

const applicationColumns: DataTableColumn<InboxApplicationRow>[] = [
  nameColumn(staffPaths.application),
  emailColumn,
  { key: 'type', header: texts.columns.type, cell: (row) => staffArea.applicationTypes[row.type] },
  { key: 'role', header: texts.columns.role, cell: (row) => row.role ?? texts.generalRole },
  {
    key: 'status',
    header: texts.columns.status,
    cell: (row) => <Badge tone={statusTone[row.status]}>{staffArea.statuses[row.status]}</Badge>,
  },
  submittedColumn,
];

const contactColumns: DataTableColumn<InboxContactRow>[] = [
  nameColumn(staffPaths.contact),
  emailColumn,
  { key: 'subject', header: texts.columns.subject, cell: (row) => row.subject },
  submittedColumn,
];

const typeOptions = [
  { value: '', label: texts.filters.any },
  { value: 'job', label: staffArea.applicationTypes.job },
  { value: 'internship', label: staffArea.applicationTypes.internship },
];

/** The applications view's filters, in the form's order, each choice with what it would list. */
function applicationFilters({ statuses, openings, general }: InboxCounts) {
  return [
    {
      name: 'status',
      options: [
        { value: '', label: texts.filters.any },
        ...applicationStatusValues.map((status) => ({
          value: status,
          label: texts.counted(staffArea.statuses[status], statuses[status]),
        })),
      ],
    },
    { name: 'type', options: typeOptions },
    {
      name: 'opening',
      options: [
        { value: '', label: texts.filters.any },
        { value: 'general', label: texts.counted(texts.filters.general, general) },
        ...openings.map((opening) => ({
          value: opening.id,
          label: texts.counted(opening.title, opening.count),
        })),
      ],
    },
  ] as const;
}

export function InboxPage({ view }: { view: StaffInboxView }) {
  const { query, total, pageSize } = view;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const onApplications = query.view === 'applications';
  const shown = texts.views[query.view];
  const table = {
    caption: texts.caption(shown, total),
    rowKey: (row: { id: string }) => row.id,
    empty: texts.empty,
  };
  return (
    <StaffFrame session={view.session} section="inbox">
      <div className={styles.page}>
        <Heading level={1} size="xl">
          {texts.title}
        </Heading>
        <nav aria-label={texts.viewsLabel}>
          <ul className={styles.tabs}>
            {(['applications', 'contacts'] as const).map((name) => (
              <li key={name}>
                <a
                  href={inboxHref({
                    view: name,
                    q: '',
                    status: '',
                    type: '',
                    opening: '',
                    page: 1,
                  })}
                  aria-current={query.view === name ? 'page' : undefined}
                  className={styles.tab}
                >
                  {texts.views[name]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" action={staffPaths.home} role="search" className={styles.filters}>
          {onApplications ? null : <input type="hidden" name="view" value={query.view} />}
          <div className={styles.filterField}>
            <TextField
              label={texts.filters.search}
              hint={texts.filters.searchHint}
              name="q"
              type="search"
              defaultValue={query.q}
            />
          </div>
          {onApplications
            ? applicationFilters(view.counts).map(({ name, options }) => (
                <div key={name} className={styles.filterField}>
                  <Select
                    label={texts.filters[name]}
                    name={name}
                    options={options}
                    defaultValue={query[name]}
                  />
                </div>
              ))
            : null}
          <div className={styles.filterActions}>
            <Button type="submit">{texts.filters.apply}</Button>
            <a href={inboxHref({ ...query, q: '', status: '', type: '', opening: '', page: 1 })}>
              {texts.filters.clear}
            </a>
          </div>
        </form>
        {onApplications ? (
          <DataTable {...table} columns={applicationColumns} rows={view.applications} />
        ) : (
          <DataTable {...table} columns={contactColumns} rows={view.contacts} />
        )}
        <Pagination
          label={texts.pages.label}
          page={query.page}
          pageCount={pageCount}
          hrefFor={(page) => inboxHref({ ...query, page })}
          previousLabel={texts.pages.previous}
          nextLabel={texts.pages.next}
          position={texts.pages.position}
        />
        <p>
          <a href={pathTo(staffPaths.export, { view: query.view })} download>
            {texts.export[query.view]}
          </a>
        </p>
      </div>
    </StaffFrame>
  );
}
