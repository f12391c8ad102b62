import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { home, servicesScreen } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

async function renderAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}

describe('site routes', () => {
  it('should render the home hero from @ngs/content with the kit AccentTitle', async () => {
    await renderAt('/');
    const heading = await screen.findByRole('heading', { level: 1, name: home.hero.title });
    expect(heading.querySelector('span')?.textContent).toBe(
      home.hero.title.split(' ').slice(0, 2).join(' '),
    );
  });

  it('should link the hero button to the services screen', async () => {
    await renderAt('/');
    const link = await screen.findByRole('link', { name: home.hero.cta.label });
    expect(link).toHaveAttribute('href', '/whatweprovide');
  });

  it('should render the services screen at /whatweprovide', async () => {
    await renderAt('/whatweprovide');
    expect(
      await screen.findByRole('heading', { level: 1, name: servicesScreen.hero.title }),
    ).toBeInTheDocument();
  });
});
