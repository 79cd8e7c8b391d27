import {
  ANSWER_TYPE_LABELS,
  ANSWER_TYPES,
  type AnswerType,
  CALENDAR_EVENT_KIND_INFO,
  type CalendarEvent,
  type CalendarEventKind,
  type CalendarQuery,
  FORMAL_ASSESSMENT_TYPE_LABELS,
  FORMAL_STATUSES,
  type FormalAssessmentType,
  formatDateTime,
} from '@dtmm/shared';
import type { AppContext } from '../../context';
import type { Principal } from '../auth/principal';
import { requireCompany } from '../members/members.policy';
import {
  findCourseStarts,
  findDcmmMoments,
  findFormalMoments,
  findRecordMoments,
  findServiceMoments,
} from './calendar.repository';

/** Where each object is shown (web paths, as the web app's link helpers write them). */
const LINKS = {
  formal: '/user/digitalization?paneName=formalAssessment',
  records: '/user/digitalization',
  result: (answerType: string, id: number) =>
    `/evaluationResultsCenter?type=${answerType === ANSWER_TYPES.topic551 ? 'other' : 'zdpg'}&id=${id}`,
  dcmmResult: (id: number) => `/evaluationResultsCenter?type=dcmm&id=${id}`,
  serviceManagement: '/user/serviceManagement',
  course: (id: number) => `/empowerment/popularCourses/detail?id=${id}`,
};

type Moment = Date | string | null;

/** An event at `at` (an instant, or a whole day 'YYYY-MM-DD'), or none when it falls outside the range. */
function eventAt(
  range: CalendarQuery,
  at: Moment,
  kind: CalendarEventKind,
  ref: string | number,
  detail: string,
  link: string,
): CalendarEvent[] {
  if (at === null) return [];
  const shown = typeof at === 'string' ? at : formatDateTime(at);
  const date = shown.slice(0, 10);
  if (date < range.from || date > range.to) return [];
  const { label, colour } = CALENDAR_EVENT_KIND_INFO[kind];
  const time = shown.length > 10 ? shown.slice(11, 16) : null;
  return [{ id: `${kind}-${ref}`, date, time, title: `${label}：${detail}`, kind, colour, link }];
}

type FormalMoment = Awaited<ReturnType<typeof findFormalMoments>>[number];
const formalEvents = (range: CalendarQuery, a: FormalMoment) => {
  const type = FORMAL_ASSESSMENT_TYPE_LABELS[a.assessmentType as FormalAssessmentType] ?? a.assessmentType;
  const at = (moment: Moment, kind: CalendarEventKind, detail = type) =>
    eventAt(range, moment, kind, a.id, detail, LINKS.formal);
  // A visit still to come is a to-do; once the result is in, the day it took place is history.
  const scheduled = at(a.scheduledDate, 'formalScheduled').map((event) =>
    a.status === FORMAL_STATUSES.completed ? { ...event, colour: 'default' as const } : event,
  );
  const level = a.resultLevel === null ? type : `${type}（${a.resultLevel}级）`;
  return [
    ...at(a.createdAt, 'formalSubmitted'),
    ...scheduled,
    ...at(a.rejectedAt, 'formalRejected'),
    ...at(a.completedAt, 'formalCompleted', level),
  ];
};

type RecordMoment = Awaited<ReturnType<typeof findRecordMoments>>[number];
const recordEvents = (range: CalendarQuery, record: RecordMoment) => {
  const name = ANSWER_TYPE_LABELS[record.answerType as AnswerType] ?? record.answerType;
  const detail = record.providerName ? `${name}（${record.providerName}）` : name;
  const result = LINKS.result(record.answerType, record.id);
  return [
    ...eventAt(range, record.createdAt, 'assessmentStarted', record.id, detail, LINKS.records),
    ...eventAt(range, record.completedAt, 'assessmentCompleted', record.id, detail, result),
    // The 551 service is complete when the record is and the provider's report is in.
    ...(record.completedAt && record.reportAt
      ? eventAt(range, laterOf(record.completedAt, record.reportAt), 'serviceCompleted', record.id, detail, result)
      : []),
  ];
};

type ServiceMoment = Awaited<ReturnType<typeof findServiceMoments>>[number];
const serviceEvents = (range: CalendarQuery, served: ServiceMoment) => {
  const at = (moment: Moment, kind: CalendarEventKind) =>
    eventAt(range, moment, kind, `provided-${served.id}`, served.enterpriseName, LINKS.serviceManagement);
  const { recordCompletedAt: completed, reportAt } = served;
  return [
    ...at(served.startedAt, 'serviceStarted'),
    ...(completed && !reportAt ? at(completed, 'serviceReportDue') : []),
    ...(completed && reportAt ? at(laterOf(completed, reportAt), 'serviceCompleted') : []),
  ];
};

const laterOf = (a: Date, b: Date) => (a > b ? a : b);

const byTime = (a: CalendarEvent, b: CalendarEvent) =>
  a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '') || a.id.localeCompare(b.id);

/**
 * GET /api/dtmm/calendar/events: the asker's company's formal applications, assessments and 551
 * services (as the enterprise, and as the provider when it is one), and the courses starting, in
 * the range. Only the asker's company's objects are read.
 */
export async function listCalendarEvents(ctx: AppContext, asker: Principal, range: CalendarQuery) {
  const companyId = requireCompany(asker);
  const [formal, records, dcmm, services, courses] = await Promise.all([
    findFormalMoments(ctx.db, companyId, range),
    findRecordMoments(ctx.db, companyId, range),
    findDcmmMoments(ctx.db, companyId, range),
    asker.isProvider ? findServiceMoments(ctx.db, companyId, range) : [],
    findCourseStarts(ctx.db, range),
  ]);
  const dcmmName = ANSWER_TYPE_LABELS[ANSWER_TYPES.dcmm];
  return [
    ...formal.flatMap((a) => formalEvents(range, a)),
    ...records.flatMap((record) => recordEvents(range, record)),
    ...dcmm.flatMap((d) =>
      eventAt(range, d.submittedAt, 'assessmentCompleted', `dcmm-${d.id}`, dcmmName, LINKS.dcmmResult(d.id)),
    ),
    ...services.flatMap((served) => serviceEvents(range, served)),
    ...courses.flatMap((course) =>
      eventAt(range, course.startTime, 'courseStart', course.id, course.title, LINKS.course(course.id)),
    ),
  ].sort(byTime);
}
