import { z } from 'zod';
import { COURSE_TYPES } from '../common/constants';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import {
  contentAdminMeta,
  contentText,
  contentTime,
  contentTitle,
  optionalFileId,
  optionalFilter,
  orderNumber,
  richText,
} from './content.schemas';

/** The public sees published courses only: status '1' (portal.md 7.4), whatever the query says. */
export const PUBLISHED_COURSE = '1';

export const COURSE_SORT_KEYS = ['startTime', 'createTime', 'id'] as const;
export const courseListQuery = pagingQuery(COURSE_SORT_KEYS).extend({
  courseType: optionalFilter(),
  title: optionalFilter(),
  status: optionalFilter(10),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const courseListItem = z.object({
  id: z.string(),
  title: z.string(),
  coverImage: z.string(),
  courseType: z.string(),
  duration: z.string(),
  trainingDescription: z.string(),
  targetAudience: z.string(),
  instructor: z.string(),
  startTime: z.string(),
  location: z.string(),
  serviceObject: z.string(),
  status: z.string(),
  createTime: z.string(),
});
export type CourseListItem = z.infer<typeof courseListItem>;
export const courseListAnswer = pagedEnvelopeOf(courseListItem);
export const courseDetail = courseListItem.extend({ content: z.string() });
export type CourseDetail = z.infer<typeof courseDetail>;
export const courseDetailAnswer = envelopeOf(courseDetail);

export const courseFields = z.object({
  title: contentTitle(),
  coverImage: optionalFileId,
  courseType: z.enum(COURSE_TYPES, { error: '请选择课程类型' }),
  duration: contentText('时长', 50),
  trainingDescription: contentText('课程简介', 1000),
  targetAudience: contentText('适合人群', 200),
  instructor: contentText('讲师', 100),
  startTime: contentTime,
  location: contentText('地点', 200),
  serviceObject: contentText('服务对象', 200),
  content: richText,
  orderNumber,
});
export type CourseFields = z.infer<typeof courseFields>;
export const adminCourseAnswer = envelopeOf(courseDetail.extend(contentAdminMeta.shape));
