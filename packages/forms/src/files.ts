import { applicationForm, uploads } from '@ngs/content';

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
