import type { CertificationReview, CertifyType, DictionaryCode } from '@dtmm/shared';
import { shownText } from '../components/field-list';

/** One submitted field as the reviewer reads it: its label and where its words come from. */
export interface ReviewField {
  key: string;
  label: string;
  /** Coded values (comma-joined for multi-selects) are shown with this dictionary's labels. */
  dictionary?: DictionaryCode;
  /** Taken from the review's own name fields (codes no dictionary holds). */
  named?: 'industryName' | 'areaText';
  /** Long text: a whole row. */
  isWide?: boolean;
}

/** The enterprise payload of portal.md 3, in the order of the certification form (5.5). */
const ENTERPRISE: ReviewField[] = [
  { key: 'companyName', label: '公司名称' },
  { key: 'creditCode', label: '统一社会信用代码' },
  { key: 'legalRepresentative', label: '法定代表人' },
  { key: 'companyType', label: '企业类型', dictionary: 'company.type' },
  { key: 'industry', label: '所在行业', named: 'industryName' },
  { key: 'area', label: '所在区域', named: 'areaText' },
  { key: 'companyAddress', label: '企业地址' },
  { key: 'numberOfEmployees', label: '企业规模', dictionary: 'company.scale' },
  { key: 'businessIncome', label: '营业收入', dictionary: 'company.income' },
  { key: 'personInCharge', label: '联系人' },
  { key: 'contactPhone', label: '联系电话' },
  { key: 'companyWebsite', label: '企业网站' },
  { key: 'fdAddOn2', label: '企业简介', isWide: true },
];

/** The provider payload of portal.md 3, in the order of its form (5.6). */
const PROVIDER: ReviewField[] = [
  { key: 'companyName', label: '企业名称' },
  { key: 'creditCode', label: '统一社会信用代码' },
  { key: 'contactName', label: '负责人姓名' },
  { key: 'contactPhone', label: '联系电话' },
  { key: 'contactPosition', label: '职务' },
  { key: 'serviceProviderType', label: '服务商类别', dictionary: 'company.service.type' },
  { key: 'serviceProviderCategory', label: '服务场景', dictionary: 'company.service.category' },
  { key: 'serviceIndustry', label: '服务行业', dictionary: 'service.serviceTarget' },
  { key: 'companyWebsite', label: '企业网站' },
  { key: 'serviceProviderIntroduction', label: '服务商介绍', isWide: true },
  { key: 'industryAdvantage', label: '行业优势', isWide: true },
  { key: 'coreProductService', label: '核心产品及服务', isWide: true },
];

export const reviewFieldsOf = (type: CertifyType): ReviewField[] => (type === '企业' ? ENTERPRISE : PROVIDER);

export type DictionaryLabels = ReadonlyMap<DictionaryCode, ReadonlyMap<string, string>>;

/** The words a field shows: dictionary labels, the server's names, or the text itself; '—' when empty. */
export function fieldText(field: ReviewField, review: CertificationReview, labels: DictionaryLabels): string {
  if (field.named) return review[field.named] || '—';
  const dictionary = field.dictionary ? (labels.get(field.dictionary) ?? new Map<string, string>()) : undefined;
  return shownText(review.payload[field.key], dictionary);
}
