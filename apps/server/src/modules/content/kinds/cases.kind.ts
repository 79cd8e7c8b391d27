import { adminCaseAnswer, type CaseFields, caseFields } from '@dtmm/shared';
import type { ContentRow } from '../content.table';
import { chinaTime, commonDetail, defineKind, field } from '../content-kind';

/** A case's list fields; its createTime is the publish date the pages show (portal.md 3 Case). */
export const caseItem = (row: ContentRow) => {
  const { publishTime, ...common } = commonDetail(row);
  return {
    ...common,
    createTime: publishTime || common.createTime,
    caseTitle: row.title,
    caseSummary: row.summary,
    coverImage: field(row, 'coverImage'),
    caseType: row.groupValue,
    industryCategory: field(row, 'industryCategory'),
    companyName: field(row, 'companyName'),
    companyId: row.companyId === null ? '' : String(row.companyId),
    logo: field(row, 'logo'),
    constructionUnit: field(row, 'constructionUnit'),
  };
};

/** The public detail (portal.md 3). */
export const caseDetailOf = (row: ContentRow) => ({
  ...caseItem(row),
  caseContent: row.body,
  fdAddOn1: field(row, 'fdAddOn1'),
  fdAddOn3: field(row, 'fdAddOn3'),
});

export const casesKind = defineKind<CaseFields>({
  kind: 'cases',
  form: caseFields,
  adminAnswer: adminCaseAnswer,
  richText: ['caseContent', 'fdAddOn1'],
  files: [
    { field: 'coverImage', label: '封面', purposes: ['image'] },
    { field: 'logo', label: 'Logo', purposes: ['image'] },
    { field: 'fdAddOn3', label: '视频', purposes: ['video'] },
  ],
  choices: [{ field: 'industryCategory', label: '所属行业', codes: ['service.serviceTarget'] }],
  toRow: (form) => ({
    title: form.caseTitle,
    groupValue: form.caseType,
    summary: form.caseSummary,
    body: form.caseContent,
    companyId: form.companyId ? Number(form.companyId) : null,
    fields: {
      coverImage: form.coverImage,
      industryCategory: form.industryCategory,
      companyName: form.companyName,
      logo: form.logo,
      constructionUnit: form.constructionUnit,
      fdAddOn1: form.fdAddOn1,
      fdAddOn3: form.fdAddOn3,
    },
    orderNumber: form.orderNumber,
    publishTime: chinaTime(form.publishTime),
  }),
  toDetail: caseDetailOf,
});
