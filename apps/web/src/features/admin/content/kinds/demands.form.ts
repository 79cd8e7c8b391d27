import { REQUIREMENT_TYPES } from '@dtmm/shared';
import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, publishTimeField, titleField } from './common-fields';

/** Published demands: plain text only. */
export const DEMANDS_FORM: ContentForm = {
  kind: 'demands',
  title: 'title',
  group: 'requirementType',
  fields: [
    titleField('需求名称'),
    {
      name: 'requirementType',
      label: '需求类型',
      input: 'select',
      isRequired: true,
      choices: { values: REQUIREMENT_TYPES },
    },
    { name: 'companyName', label: '需求单位', input: 'text', max: 100 },
    publishTimeField(),
    ORDER_FIELD,
    { name: 'details', label: '需求详情', input: 'textarea', max: 2000 },
  ],
};
