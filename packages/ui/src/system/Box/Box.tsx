import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { classNames } from '../classNames';
import { sprinkles, type Sprinkles } from '../sprinkles.css';

type OwnProps<E extends ElementType> = Sprinkles & {
  /** The element to render; `div` unless told. */
  as?: E;
  className?: string;
  children?: ReactNode;
};

export type BoxProps<E extends ElementType = 'div'> = OwnProps<E> &
  Omit<ComponentPropsWithoutRef<E>, keyof OwnProps<E>>;

/** Splits sprinkles props from the element's own attributes. */
export function splitSprinkles<P extends object>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** Any element, styled through the theme's tokens by props. */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const Tag: ElementType = as ?? 'div';
  const { atoms, rest } = splitSprinkles(props);
  return <Tag className={classNames(sprinkles(atoms), className)} {...rest} />;
}
