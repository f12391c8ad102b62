import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = preview.meta({
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    label: 'Result pages',
    page: 2,
    pageCount: 7,
    hrefFor: (page: number) => `?page=${page}`,
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    position: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
});

export const Middle = meta.story({
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Result pages' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
  },
});

export const FirstPage = meta.story({
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
  },
});
