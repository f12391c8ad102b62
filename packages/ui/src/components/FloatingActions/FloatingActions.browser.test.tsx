import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FloatingActions } from './FloatingActions';

function renderPage(screens: number) {
  render(
    <>
      <div style={{ height: `${screens * 100}vh` }}>A long page</div>
      <FloatingActions>
        <button type="button">Corner control</button>
      </FloatingActions>
    </>,
  );
  return screen.getByRole('button', { name: 'Corner control', hidden: true });
}

const frame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

async function scrollTo(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  await frame();
}

describe('FloatingActions, in a browser', () => {
  afterEach(() => scrollTo(0));

  it('should keep the corner clear on the first screen of a phone, and come in as the page scrolls', async () => {
    await page.viewport(390, 844);
    const control = renderPage(3);
    await scrollTo(0);
    expect(control).not.toBeVisible();
    await scrollTo(window.innerHeight);
    expect(control).toBeVisible();
    expect(getComputedStyle(control).opacity).toBe('1');
  });

  it('should be whole at the end of a page that scrolls less than that', async () => {
    await page.viewport(390, 844);
    const control = renderPage(1.1);
    await scrollTo(document.documentElement.scrollHeight);
    expect(control).toBeVisible();
    expect(getComputedStyle(control).opacity).toBe('1');
  });

  it('should show at once on a wide screen, where the corner is beside the text', async () => {
    await page.viewport(1280, 800);
    const control = renderPage(3);
    await scrollTo(0);
    expect(control).toBeVisible();
  });
});
