import { adminDemandAnswer, type DemandFields, demandFields } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { chinaTime, commonDetail, defineKind, field } from '../content-kind';

export const demandItem = (row: ContentRow) => ({
  id: String(row.id),
  title: row.title,
  details: row.summary,
  publishTime: commonDetail(row).publishTime,
  requirementType: row.groupValue,
  companyName: field(row, 'companyName'),
  isPublish: row.status === 'published' ? '1' : '0',
});

export const demandsKind = defineKind<DemandFields>({
  kind: 'demands',
  form: demandFields,
  adminAnswer: adminDemandAnswer,
  richText: [],
  files: [],
  choices: [],
  toRow: (form) => ({
    title: form.title,
    groupValue: form.requirementType,
    summary: form.details,
    body: '',
    companyId: null,
    fields: { companyName: form.companyName },
    orderNumber: form.orderNumber,
    publishTime: chinaTime(form.publishTime),
  }),
  toDetail: demandItem,
});
