import { CASE_TYPES } from '@dtmm/shared';
import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, publishTimeField, richTextField, titleField } from './common-fields';

/** Transformation cases (portal.md 3 Case): a service provider's case with cover, logo and video. */
export const CASES_FORM: ContentForm = {
  kind: 'cases',
  title: 'caseTitle',
  group: 'caseType',
  fields: [
    titleField('案例标题', 200, 'caseTitle'),
    { name: 'caseType', label: '案例类型', input: 'select', isRequired: true, choices: { values: CASE_TYPES } },
    { name: 'industryCategory', label: '所属行业', input: 'select', choices: { dictionary: 'service.serviceTarget' } },
    { name: 'companyId', label: '服务商', input: 'select', choices: { providers: true }, help: '已认证的服务商' },
    { name: 'companyName', label: '企业名称', input: 'text', max: 100 },
    { name: 'constructionUnit', label: '建设单位', input: 'text', max: 100 },
    publishTimeField(),
    ORDER_FIELD,
    { name: 'caseSummary', label: '案例简介', input: 'textarea', max: 1000 },
    { name: 'coverImage', label: '封面', input: 'file', purpose: 'image' },
    { name: 'logo', label: 'Logo', input: 'file', purpose: 'image' },
    { name: 'fdAddOn3', label: '案例视频', input: 'file', purpose: 'video' },
    richTextField('案例详情', 'caseContent'),
    richTextField('实施成效', 'fdAddOn1'),
  ],
};
