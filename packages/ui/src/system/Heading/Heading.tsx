import { forwardRef, type ReactNode } from 'react';
import { classNames } from '../classNames';
import { heading, headingText } from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['md', 'lg', 'xl', 'xxl', 'display'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

/** The size that matches a level when none is asked for. */
const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

export interface HeadingProps {
  children: ReactNode;
  /** The element, `h1` to `h6`: where the heading sits in the page outline. */
  level: HeadingLevel;
  /** How large it looks, independent of its level. */
  size?: HeadingSize;
  id?: string;
  className?: string;
}

export const Heading = /* @__PURE__ */ forwardRef<HTMLHeadingElement, HeadingProps>(
  function Heading({ children, level, size = sizeForLevel[level], id, className }, ref) {
    const Tag = `h${level}` as const;
    return (
      <Tag ref={ref} id={id} className={classNames(headingText({ size }), heading, className)}>
        {children}
      </Tag>
    );
  },
);
