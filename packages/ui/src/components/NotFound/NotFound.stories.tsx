import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { navigatedTo } from '../../storybook/storyLinks';
import { NotFound } from './NotFound';
import { viewport } from '../../storybook/globals';

const SearchExample = () => (
  <form role="search" onSubmit={(event) => event.preventDefault()}>
    <label htmlFor="not-found-search" style={{ display: 'block', marginBottom: 8 }}>
      Search the site
    </label>
    <input id="not-found-search" type="search" style={{ width: '100%', padding: 8 }} />
  </form>
);

const meta = preview.meta({
  title: 'Site/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Unexpected Application Error!',
    status: '404 Not Found',
    homeLink: { href: '/', label: 'Back to the home page' },
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    navigatedTo.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the home page' }));
    await expect(navigatedTo).toHaveBeenCalledWith('/');
  },
});

export const WithSearch = meta.story({
  args: { extra: <SearchExample /> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search the site' })).toHaveFocus();
  },
});

export const Mobile = meta.story({
  args: WithSearch.input.args,
  globals: viewport('mobile'),
});

export const LongWords = meta.story({
  args: {
    title: 'Unexpectedapplicationerrorwhileloadingthepage!',
    status: '404 Not Found: /internationalisationandlocalisation/services',
  },
  globals: viewport('mobile'),
});
