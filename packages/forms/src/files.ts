import { applicationForm, uploads } from '@ngs/content';
import { z } from './zod';

export const maxFileBytes = uploads.maxBytes;

/** What a file may be, decided by its content (D13). */
export const acceptedFileKinds = ['pdf', 'docx', 'image', 'text'] as const;
export type AcceptedFileKind = (typeof acceptedFileKinds)[number];

export const fileMessages = {
  type: applicationForm.messages.fileType,
  size: applicationForm.messages.fileSize,
  required: applicationForm.messages.resumeRequired,
  empty: applicationForm.messages.fileEmpty,
} as const;

/** The `accept` list the browser's file picker gets; the server trusts none of it. */
export const acceptList = [...uploads.acceptedMimeTypes, ...uploads.acceptedExtensions];

/**
 * A chosen file as the browser and the server both see it before its bytes are read: a name and
 * a size. What it really is, is decided by its content, on the server (`acceptedFileKinds`).
 */
const chosenFile = z.object({ name: z.string(), size: z.number() }).check(
  z.refine((file) => file.size > 0, fileMessages.empty),
  z.refine((file) => file.size <= maxFileBytes, fileMessages.size),
);

/** The application's files (D13): the resume is required, the cover letter is not. */
export const applicationFilesSchema = z.object({
  // Absent and null alike (a field never sent, a field emptied) are no resume.
  resume: z
    ._default(z.nullable(chosenFile), null)
    .check(z.refine((file) => file !== null, fileMessages.required)),
  coverLetter: z.nullish(chosenFile),
});
