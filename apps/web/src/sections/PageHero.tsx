import type { Hero } from '@ngs/content';
import { HeroSplit } from '@ngs/ui';
import type { ReactNode } from 'react';

/** The hero every content page opens with: its exact title, lead text and illustration. */
export function PageHero({ hero, actions }: { hero: Hero; actions?: ReactNode }) {
  return (
    <HeroSplit
      mainTitle={hero.title}
      mainText={hero.text ?? ''}
      leadLength={hero.leadLength}
      image={hero.img}
      actions={actions}
    />
  );
}
