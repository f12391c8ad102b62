import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput, type FileInputProps } from './FileInput';

const props: FileInputProps = {
  id: 'resume',
  name: 'resume',
  label: 'Resume',
  accept: ['.pdf', 'application/pdf', 'text/plain'],
  maxBytes: 1024,
  messages: { type: 'Only PDF or text', size: 'At most 1 KB' },
  value: null,
  onChange: () => {},
  onError: () => {},
  dropLabel: 'or drop it here',
  removeLabel: 'Remove file',
};

let container: HTMLElement;
afterEach(() => container.remove());

/** The input as the server sends it, with a file chosen before any script ran. */
function chosenBeforeScript(file: File) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<FileInput {...props} />);
  document.body.append(container);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  return input;
}

describe('FileInput, in a browser', () => {
  it('should check and take a file chosen before its script ran, as if chosen now', async () => {
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    chosenBeforeScript(file);
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, <FileInput {...props} onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledWith(file);
  });

  it('should refuse a wrong file chosen before its script ran, with its message', async () => {
    chosenBeforeScript(new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    const onChange = vi.fn();
    const onError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <FileInput {...props} onChange={onChange} onError={onError} />);
    });
    expect(onError).toHaveBeenCalledWith('Only PDF or text');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should show the chosen file name before any script, in the input itself', () => {
    const input = chosenBeforeScript(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(input).toBeVisible();
    expect(getComputedStyle(input).color).not.toBe('rgba(0, 0, 0, 0)');
    expect(input.getBoundingClientRect().width).toBeGreaterThan(100);
  });
});
