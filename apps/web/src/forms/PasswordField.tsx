import { applicationForm } from '@ngs/content';
import { passwordChecks } from '@ngs/forms';
import { PasswordChecklist, TextField } from '@ngs/ui';
import { useEffect, useId, useState } from 'react';
import { fieldLabel } from './fieldLabel';

const form = applicationForm;
const texts = form.fields.password;

export interface PasswordFieldProps {
  id: string;
  error: string | undefined;
  /** The form was refused: the checklist stays in view. */
  refused: boolean;
}

/** The candidate's password with its live checklist of rules (D15). */
export function PasswordField({ id, error, refused }: PasswordFieldProps) {
  const checklistId = useId();
  const [password, setPassword] = useState('');
  const [focused, setFocused] = useState(false);

  // Text typed in the password before the app ran, and the focus it may still have, already
  // count for the checklist (the page's own script has been showing it until now).
  useEffect(() => {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLInputElement)) return;
    // The field is the source here: what the browser kept from before hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (field.value !== '') setPassword(field.value);
    if (document.activeElement === field) setFocused(true);
  }, [id]);

  return (
    <div>
      <TextField
        id={id}
        type="password"
        label={fieldLabel(texts)}
        hint={texts.hint}
        autoComplete="new-password"
        describedBy={checklistId}
        error={error}
        name="password"
        onChange={(event) => setPassword(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <PasswordChecklist
        id={checklistId}
        rules={passwordChecks}
        value={password}
        // D15: while the field has focus or text, and always after a failed submit.
        visible={focused || password !== '' || refused}
        title={form.passwordChecklistTitle}
        stateLabels={{ met: form.passwordRuleMet, unmet: form.passwordRuleNotMet }}
      />
    </div>
  );
}
