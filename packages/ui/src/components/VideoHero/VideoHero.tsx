'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { mediaQueries } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import * as styles from './VideoHero.css';
import { PauseSolidIcon, PlaySolidIcon } from '../../system/Icon/icons';

export const videoHeroPlaybackStates = ['playing', 'paused'] as const;
export type VideoHeroPlaybackState = (typeof videoHeroPlaybackStates)[number];

export interface VideoHeroSource {
  src: string;
  /** MIME type, e.g. `video/webm`; the browser picks the first it can play. */
  type: string;
}

export interface VideoHeroProps {
  /** The page's h1. */
  title: string;
  text?: string;
  /** A short line above the title. */
  eyebrow?: string;
  actions?: ReactNode;
  sources: readonly VideoHeroSource[];
  /** Shown at once, and instead of the video when motion is reduced. */
  poster: string;
  /** Names of the pause/play toggle; override them to translate. */
  labels?: { pause: string; play: string };
  id?: string;
}

const defaultLabels = { pause: 'Pause background video', play: 'Play background video' };

function prefersReducedMotion(): MediaQueryList | null {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(mediaQueries.reducedMotion)
    : null;
}

/**
 * A full-bleed hero over a looping, muted background video. The server HTML carries only the
 * poster: no `autoplay`, no sources. After the first paint the sources are attached and playback
 * starts from script, unless the visitor prefers reduced motion. A visible button pauses
 * and resumes the video.
 */
export function VideoHero({
  title,
  text,
  eyebrow,
  actions,
  sources,
  poster,
  labels = defaultLabels,
  id,
}: VideoHeroProps) {
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<VideoHeroPlaybackState>('paused');
  const [sourcesAttached, setSourcesAttached] = useState(false);

  useEffect(() => {
    const reducedMotion = prefersReducedMotion();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlayback('paused');
    };
    reducedMotion?.addEventListener('change', onChange);
    if (reducedMotion?.matches) return () => reducedMotion.removeEventListener('change', onChange);

    // Wait a frame so the poster paints before the browser starts on the video.
    const frame = window.requestAnimationFrame(() => {
      setSourcesAttached(true);
      setPlayback('playing');
    });
    return () => {
      window.cancelAnimationFrame(frame);
      reducedMotion?.removeEventListener('change', onChange);
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !sourcesAttached) return;
    if (playback === 'paused') {
      video.pause();
      return;
    }
    let current = true;
    // play() rejects when the browser blocks it; then say so instead of claiming it plays.
    video.play()?.catch(() => {
      if (current) setPlayback('paused');
    });
    return () => {
      current = false;
    };
  }, [playback, sourcesAttached]);

  const toggle = () => {
    if (playback === 'playing') {
      setPlayback('paused');
    } else {
      setSourcesAttached(true);
      setPlayback('playing');
    }
  };

  return (
    <section id={id} className={styles.hero} aria-labelledby={titleId} data-state={playback}>
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        preload="none"
        muted
        loop
        playsInline
        aria-hidden="true"
      >
        {sourcesAttached &&
          sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
      </video>
      <Container>
        <div className={styles.content}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {text && <p className={styles.text}>{text}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </Container>
      <div className={styles.toggle}>
        <Button variant="inverse" size="sm" onClick={toggle}>
          <ToggleIcon playback={playback} />
          {playback === 'playing' ? labels.pause : labels.play}
        </Button>
      </div>
    </section>
  );
}

function ToggleIcon({ playback }: { playback: VideoHeroPlaybackState }) {
  const Shape = playback === 'playing' ? PauseSolidIcon : PlaySolidIcon;
  return <Shape className={styles.toggleIcon} />;
}
