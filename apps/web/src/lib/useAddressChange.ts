import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Hands a value read from the page's address (`/apply?type=internship`) to the controls of the
 * page when it changes in the app, by a link followed while the page is open; never on the first
 * render. The server rendered that value into the page already, and the visitor may have changed
 * the control since, before the app took over (D27): from then on the document holds the state,
 * and the address only says what the page started with.
 */
export function useAddressChange<T>(value: T, apply: (value: T) => void): void {
  const applied = useRef(value);
  const onChange = useEffectEvent(apply);
  useEffect(() => {
    if (Object.is(applied.current, value)) return;
    applied.current = value;
    onChange(value);
  }, [value]);
}
