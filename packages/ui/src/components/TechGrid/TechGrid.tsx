import { useId, type ReactNode } from 'react';
import { AccentTitle } from '../AccentTitle/AccentTitle';
import { Grid, type GridColumns } from '../Grid/Grid';
import { TechTile, type TechTileProps } from '../TechTile/TechTile';
import * as styles from './TechGrid.css';

export const techGridHeadingLevels = ['h2', 'h3'] as const;

export interface TechGridProps {
  items: readonly TechTileProps[];
  /** Names the list; its first two words get the accent colour. */
  heading?: string;
  headingAs?: (typeof techGridHeadingLevels)[number];
  /** Content after the tiles, e.g. a link onwards. */
  footer?: ReactNode;
}

// 24 tiles fill whole rows at every width: 4 rows of 6, 6 of 4, 8 of 3.
const techColumns: GridColumns = { desktop: 6, tablet: 4, mobile: 3 };

/** A list of technology tiles, with an optional heading and footer. */
export function TechGrid({ items, heading, headingAs = 'h2', footer }: TechGridProps) {
  const headingId = useId();
  return (
    <div className={styles.section}>
      {heading && (
        <AccentTitle as={headingAs} id={headingId}>
          {heading}
        </AccentTitle>
      )}
      <Grid
        as="ul"
        columns={techColumns}
        gap="md"
        aria-labelledby={heading ? headingId : undefined}
      >
        {items.map((item) => (
          <li key={item.text} className={styles.item}>
            <TechTile text={item.text} img={item.img} />
          </li>
        ))}
      </Grid>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
