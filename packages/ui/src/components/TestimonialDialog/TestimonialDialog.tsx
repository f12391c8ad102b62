import { Image, withSize, type ImageSourceOptionalSize } from '../../system/Image/Image';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './TestimonialDialog.css';

export interface TestimonialDialogProps {
  /** The dialog's id: a `TestimonialCard` with this `dialogId` opens it. */
  id: string;
  /** The person's name: the dialog's title. */
  name: string;
  /** The whole testimonial. */
  text: string;
  /** 160 px square unless sized. */
  photo: ImageSourceOptionalSize;
  /** Shown under the name, e.g. "- Intern". */
  roleLabel?: string;
  closeLabel?: string;
}

/**
 * The whole testimonial in a kit `Dialog`: full-screen on phones, centred above. Read More opens
 * it as a modal from the first paint; Escape, a click outside or Close shuts it, and focus goes
 * back to Read More.
 */
export function TestimonialDialog({
  id,
  name,
  text,
  photo,
  roleLabel,
  closeLabel = 'Close',
}: TestimonialDialogProps) {
  return (
    <Dialog id={id} title={name} closeLabel={closeLabel} focusClose layout="spotlight">
      <Image {...withSize(photo, 160)} className={styles.photo} />
      {roleLabel ? <p className={styles.role}>{roleLabel}</p> : null}
      <p className={styles.text}>{text}</p>
    </Dialog>
  );
}
