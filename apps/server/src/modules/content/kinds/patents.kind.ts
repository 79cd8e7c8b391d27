import { adminPatentAnswer, type PatentFields, patentFields } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { chinaTime, commonDetail, defineKind, field, normalisedTime } from '../content-kind';

export const patentItem = (row: ContentRow) => ({
  id: String(row.id),
  title: row.title,
  patentNumber: field(row, 'patentNumber'),
  patentType: row.groupValue,
  patentee: field(row, 'patentee'),
  applyDate: field(row, 'applyDate'),
  summary: row.summary,
  publishTime: commonDetail(row).publishTime,
  isPublish: row.status === 'published' ? '1' : '0',
});

export const patentsKind = defineKind<PatentFields>({
  kind: 'patents',
  form: patentFields,
  adminAnswer: adminPatentAnswer,
  richText: [],
  files: [],
  choices: [],
  toRow: (form) => ({
    title: form.title,
    groupValue: form.patentType,
    summary: form.summary,
    body: '',
    fields: { patentNumber: form.patentNumber, patentee: form.patentee, applyDate: normalisedTime(form.applyDate) },
    orderNumber: form.orderNumber,
    publishTime: chinaTime(form.publishTime),
  }),
  toDetail: patentItem,
});
