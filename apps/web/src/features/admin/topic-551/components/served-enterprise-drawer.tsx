import type { ServedEnterpriseDetail, ServiceStatus } from '@dtmm/shared';
import type { ReactNode } from 'react';
import { levelLabel } from '@/features/assessment/results/record-labels';
import { useDictionaryLabels } from '@/features/reference/api/dictionaries';
import { ServiceStatusTag } from '@/features/service-management/components/service-status-tag';
import { regionText } from '@/features/service-management/service-view';
import { LicenceImage } from '../../certifications/components/licence-image';
import { DetailDrawer } from '../../components/detail-drawer';
import { DrawerFields } from '../../components/field-list';
import { useServedEnterprise } from '../api/topic551-api';
import { AssessmentReportLink, SitePhotos } from './site-evidence';

type StatusLabels = Record<ServiceStatus, string>;

const or = (text: string) => text || '-';

/** A coded value in words; unknown codes show as they are. */
const wordOf = (labels: ReadonlyMap<string, string>, value: string) => or(labels.get(value) ?? value);

/** The enterprise facts of assessment.md 3 and how its 551 assessment stands. */
function EnterpriseFacts({ detail, statusLabels }: { detail: ServedEnterpriseDetail; statusLabels: StatusLabels }) {
  const types = useDictionaryLabels('company.type');
  const scales = useDictionaryLabels('company.scale');
  const incomes = useDictionaryLabels('company.income');
  const items: [string, ReactNode][] = [
    ['服务商', detail.serviceProviderName],
    ['统一社会信用代码', or(detail.company_socialCreditCode)],
    ['法定代表人', or(detail.company_legalRepresentative)],
    ['联系电话', or(detail.company_contactPhone)],
    ['所属行业', detail.company_industry || '-'],
    ['企业类型', wordOf(types, detail.company_companyType)],
    ['企业规模', wordOf(scales, detail.company_employee)],
    ['营业收入', wordOf(incomes, detail.company_annualRevenue)],
    ['所在地区', regionText(detail)],
    [
      '服务状态',
      <ServiceStatusTag key="status" status={detail.serviceStatus} label={statusLabels[detail.serviceStatus]} />,
    ],
    ['评估得分', detail.answer_totalScore === null ? '-' : String(detail.answer_totalScore)],
    ['评估等级', levelLabel(detail.answer_assessmentLevel)],
    ['完成时间', or(detail.answer_completionTime)],
    ['最近更新', or(detail.updateTime)],
  ];
  return <DrawerFields rows={items} />;
}

interface ServedEnterpriseDrawerProps {
  id: string | null;
  statusLabels: StatusLabels;
  onClose: () => void;
}

/** One served enterprise beside the list: its facts, the licence, the site photos and the report. */
export function ServedEnterpriseDrawer({ id, statusLabels, onClose }: ServedEnterpriseDrawerProps) {
  const { data: detail, isPending } = useServedEnterprise(id);
  return (
    <DetailDrawer
      open={id !== null}
      onClose={onClose}
      title={detail?.companyName ?? '服务企业详情'}
      loading={isPending || !detail}
    >
      {detail && (
        <>
          <EnterpriseFacts detail={detail} statusLabels={statusLabels} />
          <SitePhotos files={detail.sitePhotoFiles} />
          <AssessmentReportLink file={detail.assessmentReportFile} />
          <h3 className="admin-drawer__heading">营业执照</h3>
          <LicenceImage fileId={detail.company_licenseFilePath || null} logoId={null} />
        </>
      )}
    </DetailDrawer>
  );
}
