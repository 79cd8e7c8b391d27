import { Descriptions, type DescriptionsProps, Image } from 'antd';
import type { ReactNode } from 'react';
import { fileSrc } from '@/lib/file-src';
import { useDetailLayout } from '@/lib/use-is-phone';
import type { CompanyDetail } from '../api/certification-api';

type Items = NonNullable<DescriptionsProps['items']>;

/** One column on a phone, two beside the user-centre menu, three on wide screens. */
export const DETAIL_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 } as const;

/** Shows an empty value as a dash. */
export const shown = (value: string | null | undefined): ReactNode => value || '-';
/** Comma-joined dictionary names with the Chinese list separator. */
export const shownList = (joined: string | null | undefined): ReactNode => shown(joined?.split(',').join('、'));

/** The company's identity: what the provider page also shows above its form. */
function identityItems(c: CompanyDetail): Items {
  return [
    { key: 'companyName', label: '企业名称', children: shown(c.companyName) },
    { key: 'socialCreditCode', label: '统一社会信用代码', children: shown(c.socialCreditCode) },
    { key: 'legalRepresentative', label: '法定代表人', children: shown(c.legalRepresentative) },
    { key: 'companyType', label: '企业类型', children: shown(c.companyTypeName ?? c.companyType) },
    { key: 'area', label: '所在区域', children: shown(c.areaText) },
    { key: 'industry', label: '所在行业', children: shown(c.industryName) },
  ];
}

function profileItems(c: CompanyDetail): Items {
  return [
    { key: 'employee', label: '企业规模', children: shown(c.employeeName ?? c.employee) },
    { key: 'annualRevenue', label: '营业收入', children: shown(c.annualRevenueName ?? c.annualRevenue) },
    { key: 'personInCharge', label: '联系人', children: shown(c.personInCharge) },
    { key: 'contactPhone', label: '联系电话', children: shown(c.contactPhone) },
    { key: 'registeredAddress', label: '企业地址', children: shown(c.registeredAddress), span: 'filled' },
    { key: 'companyProfile', label: '企业简介', children: shown(c.companyProfile), span: 'filled' },
    {
      key: 'licence',
      label: '营业执照',
      children: c.licenseFilePath ? (
        <Image width={120} src={fileSrc(c.licenseFilePath, 'license')} alt="营业执照" />
      ) : (
        '-'
      ),
    },
    {
      key: 'logo',
      label: '企业Logo',
      children: c.logo ? <Image width={64} src={fileSrc(c.logo, 'image')} alt="企业Logo" /> : '-',
    },
  ];
}

interface CompanyDetailsProps {
  company: CompanyDetail;
  /** Only the identity fields (the provider page). */
  isSummary?: boolean;
  title?: string;
}

/** The certified company, read-only, with dictionary names, area text and industry name (portal.md 2.7). */
export function CompanyDetails({ company, isSummary = false, title }: CompanyDetailsProps) {
  const layout = useDetailLayout();
  const items = isSummary ? identityItems(company) : [...identityItems(company), ...profileItems(company)];
  return (
    <Descriptions
      className="certification__details"
      title={title}
      bordered
      layout={layout}
      size="middle"
      column={DETAIL_COLUMNS}
      items={items}
    />
  );
}
