import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './axe';

/**
 * Checks a layout component drawn `as="ul"`: a list named `name` holding `items` items, without
 * bullets, with no axe violations in `container`. Returns the list, for checks of its own layout.
 */
export async function expectBulletlessList(
  container: HTMLElement,
  { name, items }: { name: string; items: number },
): Promise<HTMLElement> {
  const list = screen.getByRole('list', { name });
  expect(screen.getAllByRole('listitem')).toHaveLength(items);
  expect(getComputedStyle(list).listStyleType).toBe('none');
  await expectNoAxeViolations(container);
  return list;
}
