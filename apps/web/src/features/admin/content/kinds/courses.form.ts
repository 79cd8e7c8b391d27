import { COURSE_TYPES } from '@dtmm/shared';
import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, richTextField, titleField } from './common-fields';

/** Courses (portal.md 3 Course). */
export const COURSES_FORM: ContentForm = {
  kind: 'courses',
  title: 'title',
  group: 'courseType',
  fields: [
    titleField('课程名称'),
    { name: 'courseType', label: '课程类型', input: 'select', isRequired: true, choices: { values: COURSE_TYPES } },
    { name: 'instructor', label: '讲师', input: 'text', max: 100 },
    { name: 'duration', label: '时长', input: 'text', max: 50 },
    { name: 'startTime', label: '开课时间', input: 'dateTime' },
    { name: 'location', label: '地点', input: 'text', max: 200 },
    { name: 'targetAudience', label: '适合人群', input: 'text', max: 200 },
    { name: 'serviceObject', label: '服务对象', input: 'text', max: 200 },
    ORDER_FIELD,
    { name: 'coverImage', label: '封面', input: 'file', purpose: 'image' },
    { name: 'trainingDescription', label: '课程简介', input: 'textarea', max: 1000 },
    richTextField('课程详情'),
  ],
};
