import preview from '../../storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileInput, type FileInputProps } from './FileInput';
import { viewport } from '../../storybook/globals';
import { withMaxWidth } from '../../storybook/decorators';

const MB = 1024 * 1024;
const messages = {
  type: 'Only DOCX, PDF, image or plain-text files are accepted',
  size: 'Files must be 5 MB or smaller',
};

const resume = () =>
  new File(['%PDF-1.7 example resume'], 'grace-hopper-resume.pdf', { type: 'application/pdf' });

/** The app's side of the contract: it keeps the file and the error. */
function ControlledFileInput(props: FileInputProps) {
  const [file, setFile] = useState(props.value);
  const [error, setError] = useState(props.error);
  return (
    <FileInput
      {...props}
      value={file}
      error={error}
      onChange={(next) => {
        props.onChange(next);
        setFile(next);
        setError(undefined);
      }}
      onError={(message) => {
        props.onError(message);
        setError(message);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Forms/FileInput',
  component: FileInput,
  args: {
    id: 'resume',
    name: 'resume',
    label: 'Resume',
    hint: 'DOCX, PDF, an image or plain text, up to 5 MB. MSG, PPT and XLS files are not accepted.',
    accept: ['.docx', '.pdf', 'application/pdf', 'image/*', 'text/plain'],
    maxBytes: 5 * MB,
    messages,
    value: null,
    onChange: fn(),
    onError: fn(),
    dropLabel: 'or drop it here',
    removeLabel: 'Remove file',
  },
  render: (args) => <ControlledFileInput {...args} />,
  decorators: [withMaxWidth(560)],
});

/** A real drag event carrying files, as the browser sends when files are dragged from the desktop. */
function drag(target: Element, type: 'dragenter' | 'dragover' | 'drop', files: File[] = []) {
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
}

const chosen = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-live="polite"]') as HTMLElement;

export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Resume');
    await userEvent.upload(input, resume());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(chosen(canvasElement)).toHaveTextContent('grace-hopper-resume.pdf (23 B)');

    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove file grace-hopper-resume.pdf' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(chosen(canvasElement)).toBeEmptyDOMElement();
    await expect(input).toHaveFocus();
  },
});

export const WithFile = meta.story({ args: { value: resume() } });

export const WithError = meta.story({
  args: { error: 'Resume is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Resume');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Error: Resume is required$/);
  },
});

export const RefusesWrongTypeAndSize = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Resume');
    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    drag(input, 'drop', [program]);
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith(messages.type));
    await expect(canvas.getByText(messages.type)).toBeVisible();

    const huge = new File([new Uint8Array(6 * MB)], 'scanned-certificates.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, huge);
    await expect(args.onError).toHaveBeenLastCalledWith(messages.size);
    await expect(canvas.getByText(messages.size)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(chosen(canvasElement)).toBeEmptyDOMElement();
  },
});

export const DropAFile = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Resume');
    const zone = input.parentElement as HTMLElement;
    const photo = new File(['png'], 'certificate.png', { type: 'image/png' });
    drag(input, 'dragenter', [photo]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragover'));
    drag(input, 'drop', [photo]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(chosen(canvasElement)).toHaveTextContent('certificate.png'));
  },
});

export const DragOver = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Resume');
    drag(input, 'dragenter');
    await waitFor(() => expect(input.parentElement).toHaveAttribute('data-state', 'dragover'));
  },
});

export const Disabled = meta.story({ args: { disabled: true } });

export const LongText = meta.story({
  args: {
    label: 'Cover letter (optional): tell the Northwind Labs hiring team why this role suits you',
    value: new File(
      ['text'],
      'cover-letter-for-the-senior-cloud-infrastructure-engineer-position-final-version-3.docx',
      { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ),
    error: messages.type,
  },
});

export const Mobile = meta.story({
  args: { value: resume() },
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({
  args: { error: 'Resume is required' },
  globals: { theme: 'harbour' },
});
