import * as styles from './TechTile.css';

export interface TechTileLogo {
  src: string;
  /** Intrinsic size: reserves the space before the logo loads. */
  width: number;
  height: number;
}

export interface TechTileProps {
  /** The technology's name; it is the tile's text, so the logo stays silent. */
  text: string;
  img: TechTileLogo;
}

/** A technology's logo above its name. */
export function TechTile({ text, img }: TechTileProps) {
  return (
    <div className={styles.tile}>
      <img
        className={styles.logo}
        src={img.src}
        alt=""
        aria-hidden="true"
        width={img.width}
        height={img.height}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.label}>{text}</span>
    </div>
  );
}
