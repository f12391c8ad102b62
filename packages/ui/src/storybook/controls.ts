/** A control that picks one of a prop's values with radio buttons in a row. */
export const inlineRadio = <Option>(options: readonly Option[]) => ({
  control: 'inline-radio' as const,
  options,
});

/** A control that picks one of a prop's values from a drop-down, for lists too long for radios. */
export const selectMenu = <Option>(options: readonly Option[]) => ({
  control: 'select' as const,
  options,
});
