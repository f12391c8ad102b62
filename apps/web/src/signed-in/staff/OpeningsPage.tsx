import { openingTexts, staffArea } from '@ngs/content';
import { pathTo, staffPaths, type StaffOpeningRow, type StaffOpeningsView } from '@ngs/forms';
import { Badge, Button, DataTable, Heading, type DataTableColumn } from '@ngs/ui';
import { formatDate, formatDateTime } from '../../lib/formatDate';
import { StaffFrame } from './StaffFrame';
import * as styles from './staff.css';

const texts = staffArea.openings;

/** An opening's state in a word: draft, open, closed, or published past its closing date. */
export function OpeningStatusBadge({ status, open }: Pick<StaffOpeningRow, 'status' | 'open'>) {
  if (status === 'published' && !open) return <Badge tone="critical">{texts.expired}</Badge>;
  const tone = status === 'published' ? 'positive' : status === 'draft' ? 'accent' : 'neutral';
  return <Badge tone={tone}>{openingTexts.statuses[status]}</Badge>;
}

const columns: DataTableColumn<StaffOpeningRow>[] = [
  {
    key: 'title',
    header: texts.columns.title,
    rowHeader: true,
    cell: (row) => <a href={pathTo(staffPaths.opening, { id: row.id })}>{row.title}</a>,
  },
  {
    key: 'type',
    header: texts.columns.type,
    cell: (row) => staffArea.applicationTypes[row.type],
  },
  {
    key: 'status',
    header: texts.columns.status,
    cell: (row) => <OpeningStatusBadge status={row.status} open={row.open} />,
  },
  {
    key: 'closesOn',
    header: texts.columns.closesOn,
    numeric: true,
    cell: (row) => formatDate(row.closesOn),
  },
  {
    key: 'updatedAt',
    header: texts.columns.updatedAt,
    numeric: true,
    cell: (row) => formatDateTime(row.updatedAt),
  },
];

/** Every opening, drafts and closed ones too, and the way to write a new one. */
export function OpeningsPage({ view }: { view: StaffOpeningsView }) {
  return (
    <StaffFrame session={view.session} section="openings">
      <div className={styles.page}>
        <Heading level={1} size="xl">
          {texts.title}
        </Heading>
        <p>{texts.text}</p>
        <div>
          <Button asChild>
            <a href={staffPaths.newOpening}>{texts.create}</a>
          </Button>
        </div>
        <DataTable
          caption={texts.caption}
          columns={columns}
          rows={view.openings}
          rowKey={(row) => row.id}
          empty={texts.empty}
        />
      </div>
    </StaffFrame>
  );
}
