'use client';
// A client form: the kit's fields with the site's own state.
import { useState } from 'react';
import { FileInput, PasswordChecklist, TextField, patternRule } from '@ngs/ui';

const rules = [
  patternRule('min', 'At least 8 characters', /^[\s\S]{8,}$/),
  patternRule('case', 'A lowercase and an uppercase letter', /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])/),
];

export function SignUpForm() {
  const [password, setPassword] = useState('');
  const [file, setFile] = useState(null);
  const [fileError, setFileError] = useState('');
  return (
    <form>
      <TextField label="Name" name="name" autoComplete="name" />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        describedBy="password-rules"
      />
      <PasswordChecklist id="password-rules" rules={rules} value={password} visible />
      <FileInput
        label="CV"
        name="cv"
        accept={['.pdf', 'application/pdf']}
        maxBytes={1024 * 1024}
        messages={{ type: 'Only PDF files', size: 'At most 1 MB' }}
        value={file}
        onChange={setFile}
        error={fileError || undefined}
        onError={setFileError}
        dropLabel="or drop it here"
        removeLabel="Remove"
      />
    </form>
  );
}
