import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { VideoHero, type VideoHeroProps } from './VideoHero';
import { restoreRealTimers } from '../../testing/realTimers';

const props: VideoHeroProps = {
  title: 'Software that moves your business',
  text: 'Northwind Labs designs, builds and runs software for growing companies.',
  sources: [
    { src: '/loop.webm', type: 'video/webm' },
    { src: '/loop.mp4', type: 'video/mp4' },
  ],
  poster: '/poster.jpg',
  actions: <a href="/services">Explore our services</a>,
};

type Listener = (event: { matches: boolean }) => void;

/** Stubs `window.matchMedia` so that only the reduced-motion query answers `reduce`. */
function preferReducedMotion(reduce: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: reduce,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) =>
      media.includes('prefers-reduced-motion') ? query : { ...query, matches: false },
    ),
  );
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener({ matches: next }));
    },
  };
}

/** The toggle offers the opposite of what the video does, and the hero's state says which. */
function expectVideoState(state: 'playing' | 'paused') {
  const toggle = state === 'playing' ? 'Pause background video' : 'Play background video';
  expect(screen.getByRole('button', { name: toggle })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: props.title })).toHaveAttribute('data-state', state);
}

const nextFrame = () => act(() => vi.advanceTimersToNextFrame());
const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

/** Renders the hero, with or without reduced motion preferred, and lets its first frame pass. */
async function renderPastFirstFrame({ reducedMotion }: { reducedMotion: boolean }) {
  const media = preferReducedMotion(reducedMotion);
  const { container } = render(<VideoHero {...props} />);
  await nextFrame();
  return { media, container };
}

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VideoHero', () => {
  it('should send server HTML with the poster only: no autoplay and no sources', () => {
    const html = renderToStaticMarkup(<VideoHero {...props} />);
    expect(html).not.toMatch(/autoplay/i);
    expect(html).not.toContain('<source');
    expect(html).toContain('preload="none"');
    expect(html).toContain('poster="/poster.jpg"');
    expect(html).toContain('Play background video');
  });

  it('should attach the sources after the first frame and start playing', async () => {
    preferReducedMotion(false);
    const { container } = render(<VideoHero {...props} />);
    expect(video(container).querySelectorAll('source')).toHaveLength(0);

    await nextFrame();

    const sources = Array.from(video(container).querySelectorAll('source'));
    expect(sources.map((source) => source.getAttribute('src'))).toEqual([
      '/loop.webm',
      '/loop.mp4',
    ]);
    expect(play).toHaveBeenCalledTimes(1);
    expectVideoState('playing');
  });

  it('should not play, nor load the video, when reduced motion is preferred', async () => {
    const { container } = await renderPastFirstFrame({ reducedMotion: true });
    await act(() => vi.runAllTimersAsync());

    expect(play).not.toHaveBeenCalled();
    expect(video(container).querySelectorAll('source')).toHaveLength(0);
    expect(video(container)).toHaveAttribute('poster', '/poster.jpg');
    expectVideoState('paused');
  });

  it('should pause and resume from the toggle, renaming it each time', async () => {
    await renderPastFirstFrame({ reducedMotion: false });
    restoreRealTimers();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expectVideoState('paused');

    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(2);
    expectVideoState('playing');
  });

  it('should play when the visitor asks for it despite reduced motion', async () => {
    const { container } = await renderPastFirstFrame({ reducedMotion: true });
    restoreRealTimers();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(video(container).querySelectorAll('source')).toHaveLength(2);
    expect(play).toHaveBeenCalledTimes(1);
    expectVideoState('playing');
  });

  it('should pause when the visitor turns on reduced motion while it plays', async () => {
    const { media } = await renderPastFirstFrame({ reducedMotion: false });
    expect(play).toHaveBeenCalledTimes(1);

    act(() => media.change(true));
    expect(pause).toHaveBeenCalledTimes(1);
    expectVideoState('paused');
  });

  it('should show the play button when the browser refuses to play', async () => {
    play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    await renderPastFirstFrame({ reducedMotion: false });
    await act(async () => {});
    expectVideoState('paused');
  });

  it('should hide the decorative video from assistive tech', () => {
    preferReducedMotion(true);
    const { container } = render(<VideoHero {...props} />);
    const element = video(container);
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(element).not.toHaveAttribute('controls');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element).toHaveAttribute('playsinline');
  });

  it('should use translated labels', async () => {
    preferReducedMotion(false);
    render(<VideoHero {...props} labels={{ pause: 'Video anhalten', play: 'Video abspielen' }} />);
    expect(screen.getByRole('button', { name: 'Video abspielen' })).toBeInTheDocument();
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Video anhalten' })).toBeInTheDocument();
  });

  it('should have no axe violations paused and playing', async () => {
    restoreRealTimers();
    preferReducedMotion(false);
    const { container } = render(<VideoHero {...props} eyebrow="Northwind Labs" />);
    expect(screen.getByRole('heading', { level: 1, name: props.title })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expectVideoState('playing');
    await expectNoAxeViolations(container);
  });
});
