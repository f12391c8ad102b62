import { useId, type ReactNode } from 'react';
import * as styles from './DataTable.css';

export interface DataTableColumn<Row> {
  /** Unique among the columns; also the React key of its cells. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names each row (e.g. a person's name): its cells are row headers. */
  rowHeader?: boolean;
  /** Right-aligned, for numbers and dates that are compared down the column. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists; read first by screen readers and the scroll region's name. */
  caption: ReactNode;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
}

/**
 * A table of records with a caption, column headers and one naming cell per row. On a narrow
 * screen it scrolls sideways inside its own region, which takes keyboard focus so the hidden
 * columns can be reached without a pointer.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls must be reachable by keyboard (WCAG 2.1.1), so it takes focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? styles.numericHeader : styles.header}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={column.numeric ? styles.numericCell : styles.cell}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
