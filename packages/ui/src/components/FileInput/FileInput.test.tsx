import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { checkFile, formatFileSize } from './checkFile';
import { FileInput, type FileInputProps } from './FileInput';

const MB = 1024 * 1024;
// The site's file rules (5 MB; DOCX, PDF, images, text), written as the app passes them.
const rules = {
  accept: ['.docx', '.pdf', 'application/pdf', 'image/*', 'text/plain'],
  maxBytes: 5 * MB,
} as const;
const messages = {
  type: 'Only DOCX, PDF, image or plain-text files are accepted',
  size: 'Files must be 5 MB or smaller',
};

function makeFile(name: string, type: string, size = 1200): File {
  const file = new File(['x'], name, { type });
  // Real bytes are not needed to test the size rule; a 6 MB buffer would only slow the suite.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const pdf = () => makeFile('resume.pdf', 'application/pdf', 2.5 * MB);

describe('checkFile', () => {
  it.each([
    ['resume.pdf', 'application/pdf'],
    ['Resume.PDF', ''],
    [
      'cover letter.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['cv.docx', ''],
    ['photo.png', 'image/png'],
    ['scan.jpeg', 'image/jpeg'],
    ['notes.txt', 'text/plain'],
    ['export', 'application/pdf'],
  ])('should accept %s (%s)', (name, type) => {
    expect(checkFile(makeFile(name, type), rules)).toBeNull();
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['sheet.xls', 'application/vnd.ms-excel'],
    ['mail.msg', 'application/vnd.ms-outlook'],
    ['slides.ppt', 'application/vnd.ms-powerpoint'],
    ['page.html', 'text/html'],
    ['resume.pdf.exe', 'application/x-msdownload'],
  ])('should refuse the type of %s (%s)', (name, type) => {
    expect(checkFile(makeFile(name, type), rules)).toBe('type');
  });

  it('should allow exactly the maximum size and refuse one byte more', () => {
    expect(checkFile(makeFile('a.pdf', 'application/pdf', 5 * MB), rules)).toBeNull();
    expect(checkFile(makeFile('a.pdf', 'application/pdf', 5 * MB + 1), rules)).toBe('size');
  });

  it('should report the type first when a file is both wrong and too big', () => {
    expect(checkFile(makeFile('big.exe', 'application/x-msdownload', 50 * MB), rules)).toBe('type');
  });

  it('should accept any type when the list is empty', () => {
    expect(checkFile(makeFile('a.bin', ''), { accept: [], maxBytes: 10_000 })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('should give bytes, kilobytes and megabytes with at most one decimal', () => {
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(14_540)).toBe('14.2 KB');
    expect(formatFileSize(2 * MB)).toBe('2 MB');
    expect(formatFileSize(3.5 * MB)).toBe('3.5 MB');
  });
});

type Overrides = Partial<FileInputProps>;

/** The app's side: it holds the file and the error, as a form would. */
function Harness(props: Overrides) {
  const [file, setFile] = useState<File | null>(props.value ?? null);
  const [error, setError] = useState<string | undefined>(props.error);
  return (
    <FileInput
      id="resume"
      label="Resume"
      hint="DOCX, PDF, image or plain text, up to 5 MB"
      dropLabel="or drop it here"
      removeLabel="Remove file"
      messages={messages}
      {...rules}
      {...props}
      value={file}
      error={error}
      onChange={(next) => {
        props.onChange?.(next);
        setFile(next);
        setError(undefined);
      }}
      onError={(message) => {
        props.onError?.(message);
        setError(message);
      }}
    />
  );
}

// user-event filters by `accept` like a picker's default view; visitors can still pick "All files".
const setup = () => userEvent.setup({ applyAccept: false });
const input = () => screen.getByLabelText<HTMLInputElement>('Resume');
// The polite live region that names the chosen file.
const chosen = () => document.querySelector('[aria-live="polite"]');

describe('FileInput', () => {
  it('should name the real file input by its label and describe it by its hint', () => {
    render(<Harness />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', rules.accept.join(','));
    expect(input()).toHaveAccessibleDescription('DOCX, PDF, image or plain text, up to 5 MB');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('should show the chosen file name and size', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = pdf();
    await setup().upload(input(), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(chosen()?.textContent).toBe('resume.pdf (2.5 MB)');
    expect(input()).toHaveAccessibleDescription(
      'DOCX, PDF, image or plain text, up to 5 MB resume.pdf (2.5 MB)',
    );
  });

  it('should refuse a file of the wrong type with the type message and not select it', async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    render(<Harness onChange={onChange} onError={onError} />);
    await setup().upload(input(), makeFile('setup.exe', 'application/x-msdownload'));
    expect(onError).toHaveBeenCalledWith(messages.type);
    expect(onChange).not.toHaveBeenCalled();
    expect(chosen()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(
      `DOCX, PDF, image or plain text, up to 5 MB Error: ${messages.type}`,
    );
    expect(input().value).toBe('');
  });

  it('should refuse a file over the limit with the size message and not select it', async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    render(<Harness onChange={onChange} onError={onError} />);
    await setup().upload(input(), makeFile('huge.pdf', 'application/pdf', 6 * MB));
    expect(onError).toHaveBeenCalledWith(messages.size);
    expect(onChange).not.toHaveBeenCalled();
    expect(chosen()).toBeEmptyDOMElement();
    expect(screen.getByText(messages.size)).toBeInTheDocument();
  });

  it('should keep the file already chosen when a refused one follows', async () => {
    render(<Harness />);
    const user = setup();
    await user.upload(input(), pdf());
    await user.upload(input(), makeFile('slides.ppt', 'application/vnd.ms-powerpoint'));
    expect(chosen()).toHaveTextContent('resume.pdf');
    expect(screen.getByText(messages.type)).toBeInTheDocument();
  });

  it('should clear the file with the remove button named after it and return focus to the input', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = setup();
    await user.upload(input(), pdf());
    await user.click(screen.getByRole('button', { name: 'Remove file resume.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(chosen()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
    expect(input()).toHaveFocus();
    expect(input().value).toBe('');
  });

  it('should accept a dropped file and show the drag-over state while dragging', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const zone = input().parentElement as HTMLElement;
    expect(zone).toHaveAttribute('data-state', 'idle');
    fireEvent.dragEnter(input(), { dataTransfer: { files: [], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-state', 'dragover');
    fireEvent.dragLeave(input());
    expect(zone).toHaveAttribute('data-state', 'idle');

    const file = makeFile('photo.png', 'image/png', 40_000);
    fireEvent.dragOver(input(), { dataTransfer: { files: [file], types: ['Files'] } });
    const drop = fireEvent.drop(input(), { dataTransfer: { files: [file], types: ['Files'] } });
    // false: the browser's own drop (which would bypass the checks) was prevented.
    expect(drop).toBe(false);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(zone).toHaveAttribute('data-state', 'idle');
    expect(chosen()).toHaveTextContent('photo.png (39.1 KB)');
  });

  it('should refuse a dropped file of the wrong type', () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    render(<Harness onChange={onChange} onError={onError} />);
    const file = makeFile('budget.xls', 'application/vnd.ms-excel');
    fireEvent.drop(input(), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(onError).toHaveBeenCalledWith(messages.type);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should ignore drops while disabled', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} disabled />);
    fireEvent.drop(input(), { dataTransfer: { files: [pdf()], types: ['Files'] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toBeDisabled();
  });

  it('should keep the chosen file when the picker is cancelled', async () => {
    render(<Harness />);
    const user = setup();
    await user.upload(input(), pdf());
    fireEvent.change(input(), { target: { files: [] } });
    expect(chosen()).toHaveTextContent('resume.pdf');
  });

  it('should have no axe violations when empty, chosen and in error', async () => {
    const { container } = render(
      <>
        <Harness />
        <Harness id="cover" label="Cover letter" value={pdf()} />
        <Harness id="other" label="Portfolio" error={messages.size} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
