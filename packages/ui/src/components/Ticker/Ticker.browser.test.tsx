import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Ticker } from './Ticker';

const names = ['Web Development', 'Android Apps', 'iOS Apps', 'UI / UX Design'];

function renderTicker() {
  render(
    <>
      <Ticker
        label="Featured services"
        items={names.map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
        intervalMs={3000}
        pauseLabel="Pause featured services"
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  const track = screen.getByRole('list');
  return { track, animation: () => track.getAnimations()[0] };
}

describe('Ticker, in a browser', () => {
  it('should turn by CSS alone, one item per interval, the whole round in count × interval', () => {
    const { animation } = renderTicker();
    const timing = animation()?.effect?.getComputedTiming();
    expect(animation()?.playState).toBe('running');
    expect(timing?.duration).toBe(12_000);
    expect(timing?.iterations).toBe(Infinity);
  });

  it('should stop with its pause switch and under the pointer, and go on once both are off', async () => {
    const { animation } = renderTicker();
    const pause = screen.getByRole('checkbox', { name: 'Pause featured services' });
    await userEvent.click(pause);
    expect(animation()?.playState).toBe('paused');
    await userEvent.click(pause);
    // Still under the pointer, it waits for the pointer to go.
    expect(animation()?.playState).toBe('paused');
    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(animation()?.playState).toBe('running');
  });

  it('should stand still while focus is on one of its items, which then shows', async () => {
    const { track, animation } = renderTicker();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const focused = screen.getByRole('link', { name: 'Android Apps' });
    expect(focused).toHaveFocus();
    expect(animation()).toBeUndefined();
    const viewport = track.parentElement!.getBoundingClientRect();
    const shown = focused.getBoundingClientRect();
    expect(shown.top).toBeGreaterThanOrEqual(viewport.top - 1);
    expect(shown.bottom).toBeLessThanOrEqual(viewport.bottom + 1);
  });
});
