import { PATENT_TYPES } from '@dtmm/shared';
import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, publishTimeField, titleField } from './common-fields';

/** Patents and results: plain text only. */
export const PATENTS_FORM: ContentForm = {
  kind: 'patents',
  title: 'title',
  group: 'patentType',
  fields: [
    titleField('专利名称'),
    { name: 'patentType', label: '专利类型', input: 'select', isRequired: true, choices: { values: PATENT_TYPES } },
    { name: 'patentNumber', label: '专利号', input: 'text', max: 50 },
    { name: 'patentee', label: '专利权人', input: 'text', max: 100 },
    { name: 'applyDate', label: '申请日期', input: 'date' },
    publishTimeField(),
    ORDER_FIELD,
    { name: 'summary', label: '摘要', input: 'textarea', max: 1000 },
  ],
};
