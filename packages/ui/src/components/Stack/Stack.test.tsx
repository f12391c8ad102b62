import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectBulletlessList } from '../../testing/bulletlessList';
import { declaredStyle } from '../../testing/declaredStyle';
import { Stack } from './Stack';

describe('Stack', () => {
  it('should stack its children vertically by default, stretched', () => {
    render(
      <Stack>
        <span>First</span>
        <span>Second</span>
      </Stack>,
    );
    const stack = screen.getByText('First').parentElement as HTMLElement;
    const style = getComputedStyle(stack);
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.alignItems).toBe('stretch');
    expect(style.flexWrap).toBe('nowrap');
  });

  it('should lay out a horizontal row, centred across by default', () => {
    render(
      <Stack direction="horizontal">
        <span>First</span>
      </Stack>,
    );
    const stack = screen.getByText('First').parentElement as HTMLElement;
    expect(stack).toHaveAttribute('data-direction', 'horizontal');
    expect(getComputedStyle(stack).flexDirection).toBe('row');
    expect(getComputedStyle(stack).alignItems).toBe('center');
  });

  it('should take its gap from the space scale', () => {
    render(
      <>
        <Stack gap="xl">
          <span>Wide</span>
        </Stack>
        <Stack gap="none">
          <span>Tight</span>
        </Stack>
      </>,
    );
    expect(declaredStyle(screen.getByText('Wide').parentElement as HTMLElement, 'gap')).toMatch(
      /^var\(--space-xl/,
    );
    expect(getComputedStyle(screen.getByText('Tight').parentElement as HTMLElement).gap).toBe(
      '0px',
    );
  });

  it('should wrap, align and justify as asked', () => {
    render(
      <Stack direction="horizontal" wrap align="end" justify="between">
        <span>Item</span>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByText('Item').parentElement as HTMLElement);
    expect(style.flexWrap).toBe('wrap');
    expect(style.alignItems).toBe('flex-end');
    expect(style.justifyContent).toBe('space-between');
  });

  it('should render an unstyled list when asked for one', async () => {
    const { container } = render(
      <Stack as="ul" aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    await expectBulletlessList(container, { name: 'Steps', items: 2 });
  });
});
