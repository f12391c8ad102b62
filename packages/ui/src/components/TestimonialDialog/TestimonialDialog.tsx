import * as Dialog from '@radix-ui/react-dialog';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../IconButton/icons';
import type { TestimonialPhoto } from '../TestimonialCard/TestimonialCard';
import * as styles from './TestimonialDialog.css';
import { useReturnFocus } from '../private/useReturnFocus';

export interface TestimonialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person's name: the dialog's title. */
  name: string;
  /** The whole testimonial. */
  text: string;
  photo: TestimonialPhoto;
  /** Shown under the name, e.g. "- Intern". */
  roleLabel?: string;
  closeLabel?: string;
}

/** The full testimonial in a modal dialog; focus returns to what opened it. */
export function TestimonialDialog({
  open,
  onOpenChange,
  name,
  text,
  photo,
  roleLabel,
  closeLabel = 'Close',
}: TestimonialDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...returnFocus}>
          <div className={styles.close}>
            <Dialog.Close asChild>
              <IconButton label={closeLabel}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <img
            className={styles.photo}
            src={photo.src}
            alt={photo.alt}
            width={photo.width ?? 160}
            height={photo.height ?? 160}
          />
          <Dialog.Title className={styles.title}>{name}</Dialog.Title>
          {roleLabel ? <p className={styles.role}>{roleLabel}</p> : null}
          <p className={styles.text}>{text}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
