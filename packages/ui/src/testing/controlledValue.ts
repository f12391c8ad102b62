import { useState } from 'react';

/**
 * The `value` and `onChange` a parent passes to a form control it controls: the value is kept
 * in state, and each change is reported to `report` before it is shown.
 */
export function useControlledValue<Initial extends string | null>(
  initial: Initial,
  report: (value: string) => void,
) {
  const [value, setValue] = useState<string | Initial>(initial);
  return {
    value,
    onChange: (event: { target: { value: string } }) => {
      report(event.target.value);
      setValue(event.target.value);
    },
  };
}
