import { Image, type ImageSource } from '../../system/Image/Image';
import * as styles from './TechTile.css';

/** The tile's text names the technology, so its logo carries no text of its own. */
export type TechTileLogo = Omit<ImageSource, 'alt'>;

export interface TechTileProps {
  /** The technology's name; it is the tile's text, so the logo stays silent. */
  text: string;
  img: TechTileLogo;
}

/** A technology's logo above its name. */
export function TechTile({ text, img }: TechTileProps) {
  return (
    <div className={styles.tile}>
      <Image {...img} alt="" aria-hidden="true" className={styles.logo} />
      <span className={styles.label}>{text}</span>
    </div>
  );
}
