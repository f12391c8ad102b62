import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { HeroSplit } from './HeroSplit';
import { heroLeadRange, splitAtClause } from './splitAtClause';

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const vocabulary = 'we build and run software for teams that grow fast with care'.split(' ');
const marks = [',', ',', '.', ';', ':', ' —', ''];

/** Words with punctuation after some of them, and now and then a part in parentheses. */
function prose(next: () => number): string {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const parts: string[] = [];
  const length = 4 + Math.floor(next() * 45);
  for (let index = 0; index < length; index += 1) {
    let word = pick(vocabulary);
    if (next() < 0.08) word = `(${word} ${pick(vocabulary)}, ${pick(vocabulary)})`;
    parts.push(next() < 0.25 ? `${word}${pick(marks)}` : word);
  }
  return `${parts.join(next() < 0.1 ? '  ' : ' ')}.`;
}

const insideParentheses = (lead: string) =>
  (lead.match(/\(/g)?.length ?? 0) > (lead.match(/\)/g)?.length ?? 0);

/** The lengths of the leads that end at the given marks, outside parentheses. */
function endingsInRange(text: string, endings: RegExp): number[] {
  const found: number[] = [];
  for (let at = heroLeadRange.min; at <= heroLeadRange.max && at < text.length; at += 1) {
    if (endings.test(text.charAt(at - 1)) && text.charAt(at) === ' ') {
      if (!insideParentheses(text.slice(0, at))) found.push(at);
    }
  }
  return found;
}

describe('splitAtClause', () => {
  it('should split only where a clause ends, 50 to 90 characters in, and keep every word', () => {
    const next = random(20261127);
    for (let run = 0; run < 3000; run += 1) {
      const text = prose(next);
      const normal = text.replace(/\s+/g, ' ').trim();
      const [lead, rest] = splitAtClause(text);
      const context = JSON.stringify({ text, lead, rest });

      expect([lead, rest].filter(Boolean).join(' '), context).toBe(normal);
      if (normal.length <= heroLeadRange.max) {
        expect(rest, context).toBe('');
        continue;
      }
      const sentences = endingsInRange(normal, /[.!?]/);
      const clauses = endingsInRange(normal, /[;:—–]/);
      if (lead === '') {
        // Left whole only when no sentence or clause ends in range.
        expect([...sentences, ...clauses], context).toEqual([]);
        continue;
      }
      expect(lead.length, context).toBeGreaterThanOrEqual(heroLeadRange.min);
      expect(lead.length, context).toBeLessThanOrEqual(heroLeadRange.max);
      expect(lead, context).toMatch(/[.!?;:—–,]$/);
      expect(insideParentheses(lead), context).toBe(false);
      expect(rest, context).not.toBe('');
      // A weaker boundary only when no stronger one is in range.
      if (lead.endsWith(',')) expect([...sentences, ...clauses], context).toEqual([]);
      if (/[;:—–]$/.test(lead)) expect(sentences, context).toEqual([]);
    }
  });

  it('should prefer the end of a sentence to a comma nearer 70 characters', () => {
    const text =
      'Northwind Labs ships cloud platforms for growing teams. It sizes each one to its traffic, automates what repeats and hands over a system your team can run.';
    expect(splitAtClause(text)).toEqual([
      'Northwind Labs ships cloud platforms for growing teams.',
      'It sizes each one to its traffic, automates what repeats and hands over a system your team can run.',
    ]);
  });

  it('should take the clause nearest 70 characters among boundaries of one kind', () => {
    const text =
      'We study how your people work today, sketch the screens they will need next, test them with real users and hand over a design your developers can build.';
    expect(splitAtClause(text)[0]).toBe(
      'We study how your people work today, sketch the screens they will need next,',
    );
  });

  it('should not split between the items of a list or inside parentheses', () => {
    const list =
      'We plan your campaigns around the goals of your sales team, run them across Search, Video and Social and report on what each one earned you.';
    expect(splitAtClause(list)).toEqual([
      'We plan your campaigns around the goals of your sales team,',
      'run them across Search, Video and Social and report on what each one earned you.',
    ]);
    const aside =
      'Our courses teach what interviews test (algorithms, data structures, system design and communication) and then support every graduate until the first offer.';
    expect(splitAtClause(aside)).toEqual(['', aside]);
  });

  it('should split before a new clause even when its first words are few', () => {
    const text =
      'From one internal tool to the platform that runs the whole company, we design, build and support the software in small increments.';
    expect(splitAtClause(text)[0]).toBe(
      'From one internal tool to the platform that runs the whole company,',
    );
  });

  it('should keep a text of 90 characters or fewer whole, as the lead', () => {
    const text = `${'a'.repeat(44)}, ${'b'.repeat(43)}.`;
    expect(text).toHaveLength(90);
    expect(splitAtClause(`  ${text} `)).toEqual([text, '']);
    expect(splitAtClause('')).toEqual(['', '']);
  });

  it('should leave a long text with no clause ending in range unsplit, with no lead', () => {
    const text =
      'We build fast websites and useful web applications that load quickly on a modest phone over a slow network, rank well and are easy to update.';
    expect(splitAtClause(text)).toEqual(['', text]);
  });

  it('should honour another range', () => {
    expect(splitAtClause('One two. Three four five six.', { min: 5, target: 8, max: 12 })).toEqual([
      'One two.',
      'Three four five six.',
    ]);
  });
});

const image = { src: '/hero.svg', alt: 'A team at a whiteboard', width: 960, height: 720 };
const mainText =
  'Northwind Labs builds cloud platforms for growing teams, and trains the engineers who run them every day of the week.';

describe('HeroSplit', () => {
  it('should render the title as the one h1 with the first two words accented', () => {
    render(<HeroSplit mainTitle="Cloud Computing that scales" mainText={mainText} image={image} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Cloud Computing that scales' });
    expect(heading.querySelector('span')?.textContent).toBe('Cloud Computing');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('should show the text as one paragraph whose lead, a whole clause, stands apart', () => {
    const [lead, rest] = splitAtClause(mainText);
    expect(lead).toBe('Northwind Labs builds cloud platforms for growing teams,');
    render(
      <HeroSplit
        mainTitle="Cloud Computing"
        mainText={mainText}
        leadLength={lead.length}
        image={image}
      />,
    );
    const leadLine = screen.getByText(lead);
    expect(leadLine.tagName).toBe('SPAN');
    expect(getComputedStyle(leadLine).display).toBe('block');
    const paragraph = leadLine.closest('p');
    expect(paragraph?.textContent).toBe(`${lead} ${rest}`);
  });

  it('should render a text without a lead as one plain paragraph', () => {
    const unsplit =
      'Northwind Labs builds cloud platforms that grow with the traffic of each of its customers and trains the engineers who run them every day.';
    expect(splitAtClause(unsplit)[0]).toBe('');
    const { container } = render(
      <HeroSplit mainTitle="Cloud Computing" mainText={unsplit} leadLength={0} image={image} />,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe(unsplit);
    expect(paragraph?.querySelector('span')).toBeNull();
  });

  it('should render the lead alone when the text fits in it', () => {
    const { container } = render(
      <HeroSplit
        mainTitle="Cloud Computing"
        mainText="Short and sweet."
        leadLength={16}
        image={image}
      />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.textContent).toBe('Short and sweet.');
    expect(paragraphs[0]?.querySelector('span')?.textContent).toBe('Short and sweet.');
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
    // Two equal columns; the zero is serialised as `0` or `0px` depending on the DOM.
    expect(getComputedStyle(layout).gridTemplateColumns).toMatch(
      /^minmax\(0(px)?, 1fr\) minmax\(0(px)?, 1fr\)$/,
    );
    expect(getComputedStyle(img).position).not.toBe('absolute');
  });
});
