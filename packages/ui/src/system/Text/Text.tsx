import type { ReactNode } from 'react';
import { classNames } from '../classNames';
import { bodyText, type BodyTextVariants } from './Text.css';

export const textElements = ['p', 'span', 'div', 'strong', 'small'] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['inherit', 'default', 'muted', 'accent', 'critical'] as const;

export interface TextProps extends BodyTextVariants {
  children: ReactNode;
  as?: (typeof textElements)[number];
  id?: string;
  className?: string;
}

/** A run of body text; a paragraph unless told otherwise. */
export function Text({ children, as: Tag = 'p', size, tone, weight, id, className }: TextProps) {
  return (
    <Tag id={id} className={classNames(bodyText({ size, tone, weight }), className)}>
      {children}
    </Tag>
  );
}
