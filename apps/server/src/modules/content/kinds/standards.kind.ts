import { adminStandardAnswer, NO_PDF, type StandardFields, standardFields } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { chinaTime, commonDetail, defineKind, field } from '../content-kind';

export const standardItem = (row: ContentRow) => ({
  ...commonDetail(row),
  title: row.title,
  standardType: row.groupValue,
  standardNature: field(row, 'standardNature'),
  standardStatus: field(row, 'standardStatus'),
  fdAddOn1: field(row, 'fdAddOn1'),
  pdfAttachment: field(row, 'pdfAttachment') || NO_PDF,
});

/** The public detail (portal.md 3). */
export const standardDetailOf = (row: ContentRow) => ({ ...standardItem(row), content: row.body });

export const standardsKind = defineKind<StandardFields>({
  kind: 'standards',
  form: standardFields,
  adminAnswer: adminStandardAnswer,
  richText: ['content'],
  files: [{ field: 'pdfAttachment', label: '标准文本', purposes: ['document'] }],
  choices: [
    { field: 'standardType', label: '标准类型', codes: ['dtmm.standard.type'] },
    { field: 'standardNature', label: '标准性质', codes: ['dtmm.standard.nature'] },
    { field: 'standardStatus', label: '标准状态', codes: ['dtmm.standard.status'] },
  ],
  toRow: (form) => ({
    title: form.title,
    groupValue: form.standardType,
    summary: '',
    body: form.content,
    companyId: null,
    fields: {
      standardNature: form.standardNature,
      standardStatus: form.standardStatus,
      fdAddOn1: form.fdAddOn1,
      pdfAttachment: form.pdfAttachment,
    },
    orderNumber: form.orderNumber,
    publishTime: chinaTime(form.publishTime),
  }),
  toDetail: standardDetailOf,
});
