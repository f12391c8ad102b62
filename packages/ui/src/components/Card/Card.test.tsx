import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { declaredStyle } from '../../testing/declaredStyle';
import { Card } from './Card';

const image = { src: '/card.svg', alt: 'A dashboard with rising charts', width: 960, height: 720 };

describe('Card', () => {
  it('should show its title as a heading and its text, with no link', () => {
    render(<Card title="Data pipelines" text="Reliable ingestion at any scale." />);
    expect(screen.getByRole('heading', { level: 3, name: 'Data pipelines' })).toBeInTheDocument();
    expect(screen.getByText('Reliable ingestion at any scale.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('should be exactly one link, named by its title, when it has an href', async () => {
    const { container } = render(
      <Card
        title="Data pipelines"
        text="Reliable ingestion at any scale."
        image={image}
        href="/pipelines"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Data pipelines');
    expect(links[0]).toHaveAttribute('href', '/pipelines');
    expect(screen.getByRole('heading', { name: 'Data pipelines' })).toContainElement(
      links[0] as HTMLElement,
    );
    await expectNoAxeViolations(container);
  });

  it('should follow its link through the app’s link component', async () => {
    const { navigate } = renderWithAppLinks(<Card title="Edge caching" text="Text" href="/edge" />);
    const link = screen.getByRole('link', { name: 'Edge caching' });
    expect(link).toHaveAttribute('data-app-link');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/edge');
  });

  it('should load its image lazily with its size', () => {
    render(<Card title="Data pipelines" text="Text" image={image} />);
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
  });

  it('should look different as a highlight', async () => {
    const { container } = render(
      <>
        <Card title="Plain" text="Text" />
        <Card title="Highlight" text="Text" variant="highlight" />
      </>,
    );
    const [plain, highlight] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(highlight).toHaveAttribute('data-variant', 'highlight');
    expect(declaredStyle(plain, 'background')).toMatch(/^var\(--color-surfaceraised/i);
    expect(declaredStyle(highlight, 'background')).toMatch(/^var\(--color-surfaceinverse/i);
    await expectNoAxeViolations(container);
  });

  it('should use the heading level it is given', () => {
    render(<Card title="Data pipelines" text="Text" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Data pipelines' })).toBeInTheDocument();
  });
});
