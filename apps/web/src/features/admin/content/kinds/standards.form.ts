import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, publishTimeField, richTextField, titleField } from './common-fields';

/** Standards (portal.md 3 Standard); type, nature and status come from dictionaries. */
export const STANDARDS_FORM: ContentForm = {
  kind: 'standards',
  title: 'title',
  group: 'standardType',
  fields: [
    titleField('标准名称'),
    {
      name: 'standardType',
      label: '标准类型',
      input: 'select',
      isRequired: true,
      choices: { dictionary: 'dtmm.standard.type' },
    },
    {
      name: 'standardNature',
      label: '标准性质',
      input: 'select',
      isRequired: true,
      choices: { dictionary: 'dtmm.standard.nature' },
    },
    {
      name: 'standardStatus',
      label: '标准状态',
      input: 'select',
      isRequired: true,
      choices: { dictionary: 'dtmm.standard.status' },
    },
    { name: 'fdAddOn1', label: '归口单位', input: 'text', max: 200 },
    publishTimeField('发布日期'),
    ORDER_FIELD,
    { name: 'pdfAttachment', label: '标准文本', input: 'file', purpose: 'document' },
    richTextField('标准简介'),
  ],
};
