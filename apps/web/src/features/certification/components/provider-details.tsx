import { Descriptions } from 'antd';
import { useDetailLayout } from '@/lib/use-is-phone';
import type { CompanyDetail } from '../api/certification-api';
import { DETAIL_COLUMNS, shown, shownList } from './company-details';

/** The certified provider's own fields, read-only with dictionary names (portal.md 2.9). */
export function ProviderDetails({ company: c }: { company: CompanyDetail }) {
  const layout = useDetailLayout();
  return (
    <Descriptions
      className="certification__details"
      title="服务商信息"
      bordered
      layout={layout}
      size="middle"
      column={DETAIL_COLUMNS}
      items={[
        { key: 'contactName', label: '负责人姓名', children: shown(c.contactName) },
        { key: 'contactPhone', label: '联系电话', children: shown(c.contactPhone) },
        { key: 'contactPosition', label: '负责人职务', children: shown(c.contactPosition) },
        { key: 'type', label: '服务商类别', children: shown(c.serviceProviderTypeName ?? c.serviceProviderType) },
        {
          key: 'category',
          label: '服务场景',
          children: shownList(c.serviceProviderCategoryName ?? c.serviceProviderCategory),
          span: 'filled',
        },
        {
          key: 'industry',
          label: '服务行业',
          children: shownList(c.serviceIndustryName ?? c.serviceIndustry),
          span: 'filled',
        },
        { key: 'website', label: '企业官网', children: shown(c.companyWebsite), span: 'filled' },
        { key: 'intro', label: '服务商介绍', children: shown(c.serviceProviderIntroduction), span: 'filled' },
        { key: 'advantage', label: '行业优势', children: shown(c.industryAdvantage), span: 'filled' },
        { key: 'core', label: '核心产品及服务', children: shown(c.coreProductService), span: 'filled' },
      ]}
    />
  );
}
