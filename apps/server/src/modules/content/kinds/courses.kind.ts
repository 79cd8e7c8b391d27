import { adminCourseAnswer, type CourseFields, courseFields, PUBLISHED_COURSE } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { chinaTime, commonDetail, defineKind, field, normalisedTime } from '../content-kind';

export const courseItem = (row: ContentRow) => ({
  ...commonDetail(row),
  title: row.title,
  coverImage: field(row, 'coverImage'),
  courseType: row.groupValue,
  duration: field(row, 'duration'),
  trainingDescription: row.summary,
  targetAudience: field(row, 'targetAudience'),
  instructor: field(row, 'instructor'),
  startTime: field(row, 'startTime'),
  location: field(row, 'location'),
  serviceObject: field(row, 'serviceObject'),
  /** The spec's course status: '1' published, '0' not. */
  status: row.status === 'published' ? PUBLISHED_COURSE : '0',
});

/** The public detail (portal.md 3). */
export const courseDetailOf = (row: ContentRow) => ({ ...courseItem(row), content: row.body });

export const coursesKind = defineKind<CourseFields>({
  kind: 'courses',
  form: courseFields,
  adminAnswer: adminCourseAnswer,
  richText: ['content'],
  files: [{ field: 'coverImage', label: '封面', purposes: ['image'] }],
  choices: [],
  toRow: (form) => ({
    title: form.title,
    groupValue: form.courseType,
    summary: form.trainingDescription,
    body: form.content,
    companyId: null,
    fields: {
      coverImage: form.coverImage,
      duration: form.duration,
      targetAudience: form.targetAudience,
      instructor: form.instructor,
      startTime: normalisedTime(form.startTime),
      location: form.location,
      serviceObject: form.serviceObject,
    },
    orderNumber: form.orderNumber,
    publishTime: chinaTime(''),
  }),
  toDetail: courseDetailOf,
});
