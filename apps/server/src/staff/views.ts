import type { Kysely } from 'kysely';
import { applicationForm, employeeIdField } from '@ngs/content';
import {
  applicationStatusValues,
  pathTo,
  staffPaths,
  type ApplicationStatusValue,
  type ApplicationTypeValue,
  type DetailFeedback,
  type InboxQuery,
  type StaffApplicationView,
  type StaffContactView,
  type StaffInboxView,
  type StaffNote,
  type StaffSession,
} from '@ngs/forms';
import { isApplicationStatus } from '../storage/applicationStatus';
import type { Database, StaffNotesTable } from '../storage/schema';
import { listApplicationFiles } from '../storage/submissions';
import { downloadName } from '../uploads/names';
import { isOpeningId, publishedOpeningTitles } from '../careers/openings';
import {
  applicationById,
  openingCounts,
  statusCounts,
  contactById,
  listApplicationSummaries,
  listContacts,
  notesAbout,
} from './inboxQueries';

// What each staff screen shows, read from the database: the routes hand these to the renderer.

export const inboxPageSize = 25;

const fieldLabels = applicationForm.fields;

/** The inbox's query from its address; anything unknown falls back to the default. */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const opening = params.get('opening') ?? '';
  const page = Number(params.get('page') ?? 1);
  return {
    view: params.get('view') === 'contacts' ? 'contacts' : 'applications',
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: isApplicationStatus(status) ? status : '',
    type: type === 'job' || type === 'internship' ? type : '',
    opening: opening === 'general' || isOpeningId(opening) ? opening : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

const fullName = (row: {
  legal_first_name: string;
  legal_middle_name: string;
  legal_last_name: string;
}) => [row.legal_first_name, row.legal_middle_name, row.legal_last_name].filter(Boolean).join(' ');

const applicationType = (stored: string): ApplicationTypeValue =>
  stored === 'internship' ? 'internship' : 'job';

const noteView = (note: StaffNotesTable): StaffNote => ({
  id: note.id,
  author: note.author_email,
  writtenAt: note.created_at,
  text: note.text,
});

const yesNo = (value: string) =>
  applicationForm.yesNo.find((option) => option.value === value)?.label ?? value;
const ticked = (flag: number) => yesNo(flag === 1 ? 'yes' : 'no');

/** Each status's count, zero for those with none. */
export const statusCountsOf = (counted: ReadonlyMap<string, number>) =>
  Object.fromEntries(
    applicationStatusValues.map((status) => [status, counted.get(status) ?? 0]),
  ) as Record<ApplicationStatusValue, number>;

export async function inboxView(
  db: Kysely<Database>,
  session: StaffSession,
  query: InboxQuery,
): Promise<StaffInboxView> {
  const filter = {
    limit: inboxPageSize,
    offset: (query.page - 1) * inboxPageSize,
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.type ? { applicationType: query.type } : {}),
    ...(query.opening ? { opening: query.opening } : {}),
  };
  const listed = { screen: 'staff-inbox', session, query, pageSize: inboxPageSize } as const;
  if (query.view === 'contacts') {
    const { total, rows } = await listContacts(db, filter);
    const contacts = rows.map((row) => ({
      id: row.id,
      submittedAt: row.created_at,
      name: row.name,
      email: row.email,
      subject: row.subject,
    }));
    const counts = { statuses: statusCountsOf(new Map()), openings: [], general: 0 };
    return { ...listed, total, applications: [], contacts, counts };
  }
  const [{ total, rows }, byStatus, byOpening, openings] = await Promise.all([
    listApplicationSummaries(db, filter),
    statusCounts(db, filter),
    openingCounts(db, filter),
    publishedOpeningTitles(db),
  ]);
  const applications = rows.map((row) => ({
    id: row.id,
    submittedAt: row.created_at,
    name: fullName(row),
    email: row.email,
    type: applicationType(row.application_type),
    status: row.status,
    role: row.job_title,
  }));
  const counts = {
    statuses: statusCountsOf(byStatus),
    openings: openings.map(({ id, title }) => ({ id, title, count: byOpening.get(id) ?? 0 })),
    general: byOpening.get(null) ?? 0,
  };
  return { ...listed, total, applications, contacts: [], counts };
}

/** A record's screen for a staff member, or null when no record of its kind has the id. */
export type RecordView<View> = (
  db: Kysely<Database>,
  session: StaffSession,
  id: string,
  feedback: DetailFeedback,
) => Promise<View | null>;

/** One application as staff read it: no password hash; null when no application has the id. */
export const applicationView: RecordView<StaffApplicationView> = async (
  db,
  session,
  id,
  feedback,
) => {
  const record = await applicationById(db, id);
  if (!record) return null;
  const [files, notes] = await Promise.all([listApplicationFiles(db, id), notesAbout(db, id)]);
  const details: Array<[string, string]> = [
    [fieldLabels.email.label, record.email],
    [fieldLabels.phoneNumber.label, `${record.country_code} ${record.phone_number}`],
    [fieldLabels.relocate.label, yesNo(record.relocate)],
    [fieldLabels.agreement.label, yesNo(record.agreement)],
    [fieldLabels.disability.label, yesNo(record.disability)],
    [fieldLabels.employmentStatus.label, yesNo(record.previously_employed)],
  ];
  if (record.previous_employee_id) {
    details.push([fieldLabels[employeeIdField].label, record.previous_employee_id]);
  }
  details.push(
    [fieldLabels.checkBoxagreement.label, ticked(record.at_will_accepted)],
    [fieldLabels.notificationJob.label, ticked(record.notification_job)],
    [fieldLabels.agreeToPrivacyPolicy.label, ticked(record.agree_to_privacy_policy)],
  );
  return {
    screen: 'staff-application',
    session,
    name: fullName(record),
    application: {
      id,
      submittedAt: record.created_at,
      type: applicationType(record.application_type),
      status: record.status,
      details,
    },
    files: files.map((file) => ({
      field: file.field,
      name: downloadName(record, file),
      sentAs: file.original_name,
      size: file.size,
      type: file.detected_mime,
      href: pathTo(staffPaths.applicationFile, { id, field: file.field }),
    })),
    notes: notes.map(noteView),
    feedback,
  };
};

/** One contact message with staff's notes; null when none has the id. */
export const contactView: RecordView<StaffContactView> = async (db, session, id, feedback) => {
  const message = await contactById(db, id);
  if (!message) return null;
  const notes = await notesAbout(db, id);
  return {
    screen: 'staff-contact',
    session,
    message: {
      id,
      submittedAt: message.created_at,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
    },
    notes: notes.map(noteView),
    feedback,
  };
};
