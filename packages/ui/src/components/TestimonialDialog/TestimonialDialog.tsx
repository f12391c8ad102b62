import { useId } from 'react';
import { Image, withSize, type ImageSourceOptionalSize } from '../../system/Image/Image';
import { popover } from '../private/popover.css';
import { hidesWhenFocusLeaves } from '../private/popover';
import { PopoverClose } from '../private/PopoverClose';
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
 * The whole testimonial in a dialog: full-screen on phones, centred above. A native popover,
 * so Read More opens it from the first paint; Escape, a click outside or Close shuts it, and
 * focus goes back to Read More.
 */
export function TestimonialDialog({
  id,
  name,
  text,
  photo,
  roleLabel,
  closeLabel = 'Close',
}: TestimonialDialogProps) {
  const titleId = useId();
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      className={`${popover} ${styles.content}`}
      ref={hidesWhenFocusLeaves}
    >
      <div className={styles.close}>
        <PopoverClose label={closeLabel} popoverId={id} focusOnOpen />
      </div>
      <Image {...withSize(photo, 160)} className={styles.photo} />
      <h2 id={titleId} className={styles.title}>
        {name}
      </h2>
      {roleLabel ? <p className={styles.role}>{roleLabel}</p> : null}
      <p className={styles.text}>{text}</p>
    </div>
  );
}
