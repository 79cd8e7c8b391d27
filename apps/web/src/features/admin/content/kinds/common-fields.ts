import type { FieldSpec } from '../content-fields';

/** Fields most kinds share, declared once. */
export const titleField = (label = '标题', max = 200, name = 'title'): FieldSpec => ({
  name,
  label,
  input: 'text',
  max,
  isRequired: true,
});

export const publishTimeField = (label = '发布时间'): FieldSpec => ({
  name: 'publishTime',
  label,
  input: 'dateTime',
  help: '留空则在发布时自动填写',
});

export const ORDER_FIELD: FieldSpec = {
  name: 'orderNumber',
  label: '排序号',
  input: 'order',
  help: '置顶：1–9999，数字小的排在前面；0 为不置顶',
};

export const richTextField = (label = '正文', name = 'content'): FieldSpec => ({ name, label, input: 'richText' });
