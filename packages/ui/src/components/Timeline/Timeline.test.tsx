import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { Timeline, type TimelineStep } from './Timeline';

const steps: TimelineStep[] = [
  {
    title: 'Discover',
    text: 'We listen first.',
    img: { src: '/1.svg', alt: 'A workshop', width: 640, height: 480 },
  },
  {
    title: 'Design',
    text: 'We sketch and test.',
    img: { src: '/2.svg', alt: 'Wireframes', width: 640, height: 480 },
  },
  { title: 'Build', text: 'We ship in small steps.' },
  { title: 'Verify', text: 'We test what we ship.' },
  {
    title: 'Launch',
    text: 'We go live together.',
    img: { src: '/5.svg', alt: 'A rocket', width: 640, height: 480 },
  },
];

describe('Timeline', () => {
  it('should render an ordered list with one item per step, named by its h2 title', async () => {
    const { container } = render(<Timeline title="Our Process in five steps" steps={steps} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Our Process in five steps' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Our Process in five steps' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    items.forEach((item, index) => {
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
        steps[index]?.title ?? '',
      );
      expect(item).toHaveTextContent(String(index + 1));
    });
    await expectNoAxeViolations(container);
  });

  it('should show step numbers to the eye only, since the list already counts', () => {
    render(<Timeline title="Process" steps={steps} />);
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0] as HTMLElement;
    const number = within(first).getByText('1');
    expect(number).toHaveAttribute('aria-hidden', 'true');
  });

  it('should mark the variant, stacked by default', () => {
    const { container, rerender } = render(<Timeline title="Process" steps={steps} />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'stacked');
    const stackedClass = screen.getByRole('list').className;
    rerender(<Timeline title="Process" steps={steps} variant="alternate" />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'alternate');
    expect(screen.getByRole('list').className).not.toBe(stackedClass);
  });

  it('should lazy-load step images with their size', () => {
    render(<Timeline title="Process" steps={steps} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '640');
      expect(img).toHaveAttribute('height', '480');
    }
  });

  it('should step the heading levels down under an h3 title', async () => {
    const { container } = render(
      <Timeline title="Process" titleAs="h3" steps={steps} variant="alternate" />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Process' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(5);
    await expectNoAxeViolations(container);
  });
});
