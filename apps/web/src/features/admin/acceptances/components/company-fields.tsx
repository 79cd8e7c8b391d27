import type { AcceptanceReview } from '@dtmm/shared';
import { FieldList, shownText } from '../../components/field-list';

/** The company's fields the assessors need, by the keys of the company detail (coded values in words). */
const FIELDS = [
  { key: 'companyName', label: '企业名称' },
  { key: 'socialCreditCode', label: '统一社会信用代码' },
  { key: 'legalRepresentative', label: '法定代表人' },
  { key: 'companyTypeName', label: '企业类型' },
  { key: 'industryName', label: '所在行业' },
  { key: 'areaText', label: '所在区域' },
  { key: 'registeredAddress', label: '企业地址' },
  { key: 'employeeName', label: '企业规模' },
  { key: 'annualRevenueName', label: '营业收入' },
  { key: 'contactName', label: '联系人' },
  { key: 'contactPhone', label: '联系电话' },
] as const;

/** The applying company as the certification review shows it. */
export function CompanyFields({ company }: { company: AcceptanceReview['company'] }) {
  return <FieldList fields={FIELDS.map((field) => ({ ...field, text: shownText(company[field.key]) }))} />;
}
