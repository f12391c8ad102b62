import type { ReactNode } from 'react';
import { container } from './Container.css';

export const containerElements = ['div', 'section', 'article', 'main', 'header', 'footer'] as const;
export const containerWidths = ['narrow', 'default', 'wide'] as const;

export interface ContainerProps {
  children: ReactNode;
  /** The element to render; pick the landmark the content is. */
  as?: (typeof containerElements)[number];
  width?: (typeof containerWidths)[number];
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Centres its content at the theme's page width, with side padding that shrinks on phones. */
export function Container({
  children,
  as: Tag = 'div',
  width = 'default',
  ...rest
}: ContainerProps) {
  return (
    <Tag className={container({ width })} data-width={width} {...rest}>
      {children}
    </Tag>
  );
}
