import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { HeroSplit } from './HeroSplit';
import { splitAtWordBoundary } from './splitAtWordBoundary';

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(next: () => number): string {
  const words = Array.from({ length: 1 + Math.floor(next() * 30) }, () =>
    'x'.repeat(1 + Math.floor(next() * (next() < 0.05 ? 90 : 12))),
  );
  const gaps = [' ', ' ', ' ', '  ', '\t', '\n'];
  const edge = () => (next() < 0.3 ? ' '.repeat(1 + Math.floor(next() * 3)) : '');
  return (
    edge() +
    words
      .map((word, index) => (index === 0 ? word : gaps[Math.floor(next() * gaps.length)] + word))
      .join('') +
    edge()
  );
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitAtWordBoundary', () => {
  it('should never cut a word and keep the lead as long as the limit allows', () => {
    const next = random(20240601);
    for (let run = 0; run < 2000; run += 1) {
      const text = sentence(next);
      const limit = 10 + Math.floor(next() * 80);
      const [lead, rest] = splitAtWordBoundary(text, limit);
      const trimmed = text.trim();
      const context = JSON.stringify({ text, limit, lead, rest });

      // Nothing lost, nothing cut: the words of both parts are the words of the text.
      expect([...words(lead), ...words(rest)], context).toEqual(words(text));
      expect(trimmed.startsWith(lead), context).toBe(true);
      expect(lead, context).toBe(lead.trim());
      expect(rest, context).toBe(rest.trim());

      const leadWords = words(lead);
      if (leadWords.length === 1 && lead.length > limit) {
        // Only a first word longer than the limit may exceed it.
        expect(lead, context).toBe(words(text)[0]);
      } else {
        expect(lead.length, context).toBeLessThanOrEqual(limit);
      }
      // Maximal: taking the next word as well would pass the limit.
      const nextWord = words(rest)[0];
      if (nextWord !== undefined) {
        const endOfNextWord = trimmed.length - rest.length + nextWord.length;
        expect(endOfNextWord, context).toBeGreaterThan(limit);
      }
    }
  });

  it('should keep a short text whole, trimmed', () => {
    expect(splitAtWordBoundary('  Cloud made simple. ')).toEqual(['Cloud made simple.', '']);
    expect(splitAtWordBoundary('')).toEqual(['', '']);
  });

  it('should keep a text of exactly 70 characters whole', () => {
    const text = `${'a'.repeat(34)} ${'b'.repeat(35)}`;
    expect(text).toHaveLength(70);
    expect(splitAtWordBoundary(text)).toEqual([text, '']);
  });

  it('should break right after the 70th character when a word ends there', () => {
    const first = `${'a'.repeat(34)} ${'b'.repeat(35)}`;
    expect(splitAtWordBoundary(`${first} c`)).toEqual([first, 'c']);
  });

  it('should break before a word that straddles the limit', () => {
    const text = `${'a'.repeat(60)} ${'b'.repeat(20)} c`;
    expect(splitAtWordBoundary(text)).toEqual(['a'.repeat(60), `${'b'.repeat(20)} c`]);
  });

  it('should keep a first word longer than 70 characters whole', () => {
    const long = 'w'.repeat(85);
    expect(splitAtWordBoundary(`${long} and the rest`)).toEqual([long, 'and the rest']);
    expect(splitAtWordBoundary(long)).toEqual([long, '']);
  });

  it('should drop the run of spaces at the break', () => {
    const text = `${'a'.repeat(40)}     ${'b'.repeat(40)}`;
    expect(splitAtWordBoundary(text)).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
  });

  it('should honour a custom limit', () => {
    expect(splitAtWordBoundary('one two three', 7)).toEqual(['one two', 'three']);
  });
});

const image = { src: '/hero.svg', alt: 'A team at a whiteboard', width: 960, height: 720 };
const mainText =
  'Northwind Labs builds cloud platforms for growing teams and trains the engineers who run them every day.';

describe('HeroSplit', () => {
  it('should render the title as the one h1 with the first two words accented', () => {
    render(<HeroSplit mainTitle="Cloud Computing that scales" mainText={mainText} image={image} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Cloud Computing that scales' });
    expect(heading.querySelector('span')).toHaveTextContent(/^Cloud Computing$/);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('should show the text as one paragraph whose first line stands apart', () => {
    render(<HeroSplit mainTitle="Cloud Computing" mainText={mainText} image={image} />);
    const [lead, rest] = splitAtWordBoundary(mainText);
    const leadLine = screen.getByText(lead);
    expect(leadLine.tagName).toBe('SPAN');
    expect(getComputedStyle(leadLine).display).toBe('block');
    const paragraph = leadLine.closest('p');
    expect(paragraph?.textContent).toBe(`${lead} ${rest}`);
  });

  it('should render the lead alone when the text fits in it', () => {
    const { container } = render(
      <HeroSplit mainTitle="Cloud Computing" mainText="  Short and sweet. " image={image} />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.textContent).toBe('Short and sweet.');
  });

  it('should load the image first, eagerly and with its size', () => {
    render(<HeroSplit mainTitle="Cloud Computing" mainText={mainText} image={image} />);
    const img = screen.getByRole('img', { name: image.alt });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
  });

  it('should render the actions and pass axe', async () => {
    const { container } = render(
      <HeroSplit
        mainTitle="Cloud Computing"
        mainText={mainText}
        image={image}
        actions={<a href="/contact">Talk to us</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Talk to us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cloud Computing' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should lay out text and image side by side in the normal flow, never on top', () => {
    render(<HeroSplit mainTitle="Cloud Computing" mainText={mainText} image={image} />);
    const img = screen.getByRole('img');
    const layout = img.parentElement?.parentElement as HTMLElement;
    expect(getComputedStyle(layout).display).toBe('grid');
    expect(getComputedStyle(layout).gridTemplateColumns).toBe('minmax(0, 1fr) minmax(0, 1fr)');
    expect(getComputedStyle(img).position).not.toBe('absolute');
  });
});
