// The application form as on /apply, with the helpers its tests share.
import { applicationForm, employeeIdField } from '@ngs/content';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ApplicationForm, type ApplicationFormProps } from '../forms/ApplicationForm';
import { fieldLabel } from '../forms/fieldLabel';
import { applicant } from './applicant';
import { fetchMock } from './fakeFormServer';

export const { fields, messages, toasts } = applicationForm;

export const MB = 1024 * 1024;

/** The form inside a router, as on /apply: the privacy statement links with the router. */
export async function renderForm(props: ApplicationFormProps = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <ApplicationForm {...props} />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/apply'] }),
  });
  await router.load();
  render(<RouterProvider router={router as never} />);
  await screen.findByRole('form', { name: applicationForm.title });
}

export const byLabel = (field: { label: string; optional?: boolean }) =>
  screen.getByLabelText(fieldLabel(field));

export const group = (field: { label: string }) => screen.getByRole('group', { name: field.label });

export const fileInput = (name: 'resume' | 'coverLetter') =>
  byLabel(fields[name]) as HTMLInputElement;

export function makeFile(name: string, type: string, size = 1200): File {
  const file = new File(['%PDF-1.7 x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const resume = () => makeFile('grace-hopper-resume.pdf', 'application/pdf');

export const coverLetter = () => makeFile('cover-letter.txt', 'text/plain');

export const choose = (name: 'resume' | 'coverLetter', file: File) =>
  fireEvent.change(fileInput(name), { target: { files: [file] } });

export const type = (control: HTMLElement, value: string) =>
  fireEvent.change(control, { target: { value } });

/** Fills in every field correctly, with both files. */
export function fillIn() {
  choose('resume', resume());
  choose('coverLetter', coverLetter());
  type(byLabel(fields.email), applicant.email);
  type(byLabel(fields.password), applicant.password);
  type(byLabel(fields.legalFirstName), applicant.legalFirstName);
  type(byLabel(fields.legalMiddleName), applicant.legalMiddleName);
  type(byLabel(fields.legalLastName), applicant.legalLastName);
  type(byLabel(fields.phoneNumber), applicant.phoneNumber);
  fireEvent.click(within(group(fields.relocate)).getByLabelText('Yes'));
  fireEvent.click(within(group(fields.agreement)).getByLabelText('No'));
  fireEvent.click(within(group(fields.disability)).getByLabelText('No'));
  fireEvent.click(byLabel(fields.checkBoxagreement));
  fireEvent.click(within(group(fields.employmentStatus)).getByLabelText('No'));
  type(byLabel(fields[employeeIdField]), applicant[employeeIdField]);
  fireEvent.click(byLabel(fields.notificationJob));
}

export const apply = () =>
  fireEvent.click(screen.getByRole('button', { name: applicationForm.submitLabel }));

/** Renders the form, fills every field in correctly and applies. */
export async function applyFilledIn(props: ApplicationFormProps = {}) {
  await renderForm(props);
  fillIn();
  apply();
}

/** The multipart body of the one request sent. */
export function sentForm(): FormData {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/job/apply');
  expect(init?.method).toBe('POST');
  // The browser writes the multipart Content-Type with its boundary.
  const headers = new Headers(init?.headers);
  expect(headers.get('Content-Type')).toBeNull();
  expect(headers.get('Accept')).toBe('application/json');
  expect(init?.body).toBeInstanceOf(FormData);
  return init!.body as FormData;
}

export const chosenFileName = (name: 'resume' | 'coverLetter') =>
  fileInput(name).closest('div')?.parentElement?.querySelector('[aria-live="polite"]')
    ?.textContent ?? '';
