import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { DataTable, type DataTableColumn } from './DataTable';

interface Person {
  id: string;
  name: string;
  role: string;
  joined: string;
}

const people: Person[] = [
  { id: 'a', name: 'Asha Rao', role: 'Designer', joined: '2024-03-01' },
  { id: 'b', name: 'Ben Okafor', role: 'Engineer', joined: '2025-07-15' },
];

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (person) => person.name, rowHeader: true },
  { key: 'role', header: 'Role', cell: (person) => person.role },
  { key: 'joined', header: 'Joined', cell: (person) => person.joined, numeric: true },
];

describe('DataTable', () => {
  it('should name the table by its caption and each row by its row header', () => {
    render(
      <DataTable caption="Team" columns={columns} rows={people} rowKey={(p) => p.id} empty="-" />,
    );
    const table = screen.getByRole('table', { name: 'Team' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Role', 'Joined']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Asha Rao', 'Ben Okafor']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByRole('cell', { name: 'Engineer' })).toBeInTheDocument();
  });

  it('should put its scroll region in the tab order, named like the table', () => {
    render(
      <DataTable caption="Team" columns={columns} rows={people} rowKey={(p) => p.id} empty="-" />,
    );
    const region = screen.getByRole('region', { name: 'Team' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('should say what is empty in one cell across every column', () => {
    render(
      <DataTable
        caption="Team"
        columns={columns}
        rows={[]}
        rowKey={(p) => p.id}
        empty="Nobody yet."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Nobody yet.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <DataTable caption="Team" columns={columns} rows={people} rowKey={(p) => p.id} empty="-" />,
    );
    await expectNoAxeViolations(container);
  });
});
