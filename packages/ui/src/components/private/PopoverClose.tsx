import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../../system/Icon/icons';
import { keepAutofocus } from './popover';

export interface PopoverCloseProps {
  /** What the button does, e.g. "Close menu". */
  label: string;
  /** The id of the popover it closes. */
  popoverId: string;
  /** Takes focus as the popover opens: for overlays whose first control is this button. */
  focusOnOpen?: boolean;
}

/** The × of the kit's overlays (menu sheet, dialogs): it hides its popover natively. */
export function PopoverClose({ label, popoverId, focusOnOpen = false }: PopoverCloseProps) {
  return (
    <IconButton
      label={label}
      popoverTarget={popoverId}
      popoverTargetAction="hide"
      // eslint-disable-next-line jsx-a11y/no-autofocus -- applied only as the popover opens
      autoFocus={focusOnOpen}
      ref={focusOnOpen ? keepAutofocus : undefined}
    >
      <CloseIcon />
    </IconButton>
  );
}
