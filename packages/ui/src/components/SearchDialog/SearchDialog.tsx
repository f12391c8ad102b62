'use client';

import { Slot } from '@radix-ui/react-slot';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import { SearchIcon } from '../../system/Icon/icons';
import { Link } from '../LinkProvider/LinkProvider';
import { keepAutofocus } from '../private/keepAutofocus';
import { Dialog } from '../Dialog/Dialog';
import { closeEnclosingDialog } from '../Dialog/dialogState';
import { opensDialog } from '../Dialog/invokerCommands';
import { filterDestinations } from './filterDestinations';
import * as styles from './SearchDialog.css';

export interface SearchDestination {
  title: string;
  href: string;
}

export interface SearchDialogProps {
  /** The dialog's id: its own button opens it, and so can any button with `opensDialog(id)`. */
  id: string;
  /** Names the button that opens the dialog, e.g. "Open search". */
  openLabel: string;
  destinations: readonly SearchDestination[];
  /** Names the dialog and its text box, e.g. "Search the site". */
  label: string;
  placeholder?: string;
  /** Shown (and announced) when the query matches nothing. */
  noResultsText: string;
  /** Announced to screen readers as the results change. */
  resultCountText?: (count: number) => string;
  closeLabel?: string;
  /**
   * Where the search form goes without script, with the text as `q`: a page of the app that
   * lists the same results.
   */
  action: string;
}

const defaultResultCountText = (count: number) =>
  count === 1 ? '1 result available' : `${count} results available`;

/**
 * A search button and the dialog it opens: a combobox over a fixed list of destinations. The
 * dialog is a kit `Dialog`, so it opens as a modal from the first paint; without script its form
 * goes to `action`. With script, results follow the typing, arrow keys move through them, Enter
 * opens one, and choosing one closes the dialog.
 */
export function SearchDialog({
  id,
  openLabel,
  destinations,
  label,
  placeholder,
  noResultsText,
  resultCountText = defaultResultCountText,
  closeLabel = 'Close search',
  action,
}: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);

  // Text typed before the script ran is kept: the results for it show at once.
  useEffect(() => {
    const typedEarly = document.getElementById(id)?.querySelector('input')?.value;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the field is the source here
    if (typedEarly) setQuery(typedEarly);
  }, [id]);

  return (
    <>
      <IconButton label={openLabel} {...opensDialog(id)}>
        <SearchIcon />
      </IconButton>
      <Dialog
        id={id}
        title={label}
        hideTitle
        closeLabel={closeLabel}
        layout="top"
        // Each opening starts with an empty query.
        onOpenChange={(open) => {
          if (open) return;
          setQuery('');
          setActiveIndex(-1);
        }}
      >
        <SearchPanel
          destinations={destinations}
          label={label}
          placeholder={placeholder}
          noResultsText={noResultsText}
          resultCountText={resultCountText}
          action={action}
          query={query}
          onQueryChange={(next) => {
            setQuery(next);
            setActiveIndex(-1);
          }}
          activeIndex={activeIndex}
          onActiveIndexChange={setActiveIndex}
        />
      </Dialog>
    </>
  );
}

interface SearchPanelProps {
  destinations: readonly SearchDestination[];
  label: string;
  placeholder: string | undefined;
  noResultsText: string;
  resultCountText: (count: number) => string;
  action: string;
  query: string;
  onQueryChange: (query: string) => void;
  activeIndex: number;
  onActiveIndexChange: (update: (index: number) => number) => void;
}

function SearchPanel({
  destinations,
  label,
  placeholder,
  noResultsText,
  resultCountText,
  action,
  query,
  onQueryChange,
  activeIndex,
  onActiveIndexChange,
}: SearchPanelProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const results = filterDestinations(destinations, query);
  const hasQuery = query.trim() !== '';
  const expanded = results.length > 0;

  useEffect(() => {
    if (activeIndex < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(`${id}-result-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onActiveIndexChange((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      onActiveIndexChange((index) => (index <= 0 ? results.length - 1 : index - 1));
    }
  };

  // With script, Enter opens a result here instead of going to the results page; the browser
  // first insists on the required text. Clicking the link lets the app's router follow it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (results.length === 0) return;
    document.getElementById(optionId(activeIndex >= 0 ? activeIndex : 0))?.click();
  };

  return (
    <>
      <form role="search" action={action} method="get" className={styles.form} onSubmit={onSubmit}>
        <label id={labelId} htmlFor={inputId} className={visuallyHidden}>
          {label}
        </label>
        <span className={styles.searchIcon}>
          <SearchIcon />
        </span>
        <input
          ref={keepAutofocus}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- applied only as the dialog opens
          autoFocus
          id={inputId}
          name="q"
          className={styles.input}
          type="text"
          role="combobox"
          required
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
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
              onClick={(event) => closeEnclosingDialog(event.currentTarget)}
            >
              <Link href={result.href} className={styles.result}>
                {result.title}
              </Link>
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
