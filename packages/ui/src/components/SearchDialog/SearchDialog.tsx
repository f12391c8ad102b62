import * as Dialog from '@radix-ui/react-dialog';
import { Slot } from '@radix-ui/react-slot';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, SearchIcon } from '../IconButton/icons';
import { renderAnchor, type RenderLink } from '../private/renderLink';
import { useReturnFocus } from '../private/useReturnFocus';
import { filterDestinations } from './filterDestinations';
import * as styles from './SearchDialog.css';

export interface SearchDestination {
  title: string;
  href: string;
}

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  destinations: readonly SearchDestination[];
  /** Names the dialog and its text box, e.g. "Search the site". */
  label: string;
  placeholder?: string;
  /** Shown (and announced) when the query matches nothing. */
  noResultsText: string;
  /** Announced to screen readers as the results change. */
  resultCountText?: (count: number) => string;
  renderLink?: RenderLink;
  closeLabel?: string;
}

const defaultResultCountText = (count: number) =>
  count === 1 ? '1 result available' : `${count} results available`;

/**
 * A modal search over a fixed list of destinations (a combobox with a list of links): arrow keys
 * move through the results, Enter opens one, and choosing a result closes the dialog.
 */
export function SearchDialog({
  open,
  onOpenChange,
  destinations,
  label,
  placeholder,
  noResultsText,
  resultCountText = defaultResultCountText,
  renderLink = renderAnchor,
  closeLabel = 'Close search',
}: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus(() => inputRef.current);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...returnFocus}>
          <Dialog.Title className={visuallyHidden}>{label}</Dialog.Title>
          <SearchPanel
            inputRef={inputRef}
            destinations={destinations}
            label={label}
            placeholder={placeholder}
            noResultsText={noResultsText}
            resultCountText={resultCountText}
            renderLink={renderLink}
            onChoose={() => onOpenChange(false)}
          />
          <div className={styles.close}>
            <Dialog.Close asChild>
              <IconButton label={closeLabel}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  destinations: readonly SearchDestination[];
  label: string;
  placeholder: string | undefined;
  noResultsText: string;
  resultCountText: (count: number) => string;
  renderLink: RenderLink;
  onChoose: () => void;
}

// Lives inside the dialog's content, so each opening starts with an empty query.
function SearchPanel({
  inputRef,
  destinations,
  label,
  placeholder,
  noResultsText,
  resultCountText,
  renderLink,
  onChoose,
}: SearchPanelProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = filterDestinations(destinations, query);
  const hasQuery = query.trim() !== '';
  const expanded = results.length > 0;

  useEffect(() => {
    if (activeIndex < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(`${id}-result-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);

  // Clicking the link lets the app's router (or the browser) follow it.
  const openResult = (index: number) => {
    document.getElementById(optionId(index))?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
    }
  };

  // Enter submits the form; the browser first insists on the required text.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (results.length > 0) openResult(activeIndex >= 0 ? activeIndex : 0);
  };

  return (
    <>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label id={labelId} htmlFor={inputId} className={visuallyHidden}>
          {label}
        </label>
        <span className={styles.searchIcon}>
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          required
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </form>
      {expanded ? (
        <div id={listboxId} role="listbox" aria-labelledby={labelId} className={styles.results}>
          {results.map((result, index) => (
            <Slot
              key={`${result.href} ${result.title}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              onClick={onChoose}
            >
              {renderLink({ href: result.href, className: styles.result, children: result.title })}
            </Slot>
          ))}
        </div>
      ) : null}
      {hasQuery && results.length === 0 ? <p className={styles.empty}>{noResultsText}</p> : null}
      <p role="status" className={visuallyHidden}>
        {hasQuery ? (results.length > 0 ? resultCountText(results.length) : noResultsText) : ''}
      </p>
    </>
  );
}
