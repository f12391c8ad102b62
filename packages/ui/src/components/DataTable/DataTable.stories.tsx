import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { DataTable, type DataTableColumn } from './DataTable';
import { withMaxWidth } from '../../storybook/decorators';

interface Order {
  id: string;
  customer: string;
  placed: string;
  items: number;
  state: 'Open' | 'Shipped' | 'Cancelled';
}

const orders: Order[] = [
  { id: '1041', customer: 'Mira Castell', placed: '12 Nov 2026', items: 3, state: 'Open' },
  { id: '1040', customer: 'Tomasz Wierzbicki', placed: '11 Nov 2026', items: 1, state: 'Shipped' },
  {
    id: '1039',
    customer: 'Ngozi Adeyemi-Lindqvist',
    placed: '9 Nov 2026',
    items: 12,
    state: 'Cancelled',
  },
];

const tone = { Open: 'accent', Shipped: 'positive', Cancelled: 'critical' } as const;

const columns: DataTableColumn<Order>[] = [
  {
    key: 'customer',
    header: 'Customer',
    cell: (order) => <a href={`#order-${order.id}`}>{order.customer}</a>,
    rowHeader: true,
  },
  { key: 'placed', header: 'Placed', cell: (order) => order.placed },
  { key: 'items', header: 'Items', cell: (order) => order.items, numeric: true },
  {
    key: 'state',
    header: 'State',
    cell: (order) => <Badge tone={tone[order.state]}>{order.state}</Badge>,
  },
];

const meta = preview.meta({
  title: 'Content/DataTable',
  component: DataTable<Order>,
  args: {
    caption: 'Recent orders',
    columns,
    rows: orders,
    rowKey: (order: Order) => order.id,
    empty: 'No orders yet.',
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent orders' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No orders yet.' })).toBeVisible();
  },
});

/** On a phone the table scrolls sideways inside its own focusable region. */
export const Narrow = meta.story({
  decorators: [withMaxWidth(320)],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Recent orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
  },
});
