import { formatScore, type ServedEnterpriseDetail } from '@dtmm/shared';
import { Descriptions, type DescriptionsProps, Image } from 'antd';
import { levelLabel } from '@/features/assessment/results/record-labels';
import { fileSrc } from '@/lib/file-src';
import { useDetailLayout } from '@/lib/use-is-phone';
import type { ServiceLabels } from '../hooks/use-service-labels';
import { regionText } from '../service-view';
import { ServiceStatusTag } from './service-status-tag';

type Items = NonNullable<DescriptionsProps['items']>;

/** One column on a phone, two beside it on anything wider. */
const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 } as const;
const shown = (value: string) => value || '-';

function enterpriseItems(d: ServedEnterpriseDetail, labels: ServiceLabels): Items {
  return [
    { key: 'name', label: '企业名称', children: shown(d.companyName), span: 'filled' },
    { key: 'creditCode', label: '统一社会信用代码', children: shown(d.company_socialCreditCode) },
    { key: 'industry', label: '所属行业', children: d.company_industry || '-' },
    { key: 'type', label: '企业类型', children: labels.companyType(d.company_companyType) },
    { key: 'employees', label: '企业规模', children: labels.employees(d.company_employee) },
    { key: 'revenue', label: '营业收入', children: labels.revenue(d.company_annualRevenue) },
    { key: 'legal', label: '法定代表人', children: shown(d.company_legalRepresentative) },
    { key: 'phone', label: '联系电话', children: shown(d.company_contactPhone) },
    { key: 'region', label: '所在地区', children: regionText(d) },
    {
      key: 'licence',
      label: '营业执照',
      span: 'filled',
      // The licence is private: the image carries the provider's token, and opens enlarged on a click.
      children: d.company_licenseFilePath ? (
        <Image width={120} src={fileSrc(d.company_licenseFilePath, 'license')} alt="营业执照" />
      ) : (
        '-'
      ),
    },
  ];
}

function assessmentItems(d: ServedEnterpriseDetail, labels: ServiceLabels): Items {
  return [
    {
      key: 'score',
      label: '诊断得分',
      children: d.answer_totalScore === null ? '-' : formatScore(d.answer_totalScore),
    },
    { key: 'level', label: '诊断等级', children: levelLabel(d.answer_assessmentLevel) },
    { key: 'time', label: '评估时间', children: shown(d.answer_completionTime) },
    {
      key: 'status',
      label: '服务状态',
      children: <ServiceStatusTag status={d.serviceStatus} label={labels.status(d.serviceStatus)} />,
    },
  ];
}

/** The served enterprise and its 551 diagnosis, read-only (assessment.md 3, served enterprise). */
export function ServedEnterpriseFacts({ detail, labels }: { detail: ServedEnterpriseDetail; labels: ServiceLabels }) {
  const layout = useDetailLayout();
  return (
    <>
      <Descriptions
        className="served-facts"
        title="企业信息"
        bordered
        size="small"
        layout={layout}
        column={COLUMNS}
        items={enterpriseItems(detail, labels)}
      />
      <Descriptions
        className="served-facts"
        title="诊断结果"
        bordered
        size="small"
        layout={layout}
        column={COLUMNS}
        items={assessmentItems(detail, labels)}
      />
    </>
  );
}
