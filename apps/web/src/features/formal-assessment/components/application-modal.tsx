import './formal-facts.css';
import type { FormalApplication } from '@dtmm/shared';
import { Descriptions, type DescriptionsProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { LABEL_STYLES } from '@/features/admin/components/field-styles';
import { useDetailLayout } from '@/lib/use-is-phone';
import { laterSteps } from '../application-steps';
import { privateFileHref } from '../evidence-files';
import { formalLevelLabel } from '../formal-levels';
import { FORMAL_TEXTS as T } from '../formal-texts';
import { EvidenceList } from './evidence-list';
import { FormalStatusTag } from './formal-status-tag';

type Items = NonNullable<DescriptionsProps['items']>;
const item = (key: string, label: string, children: ReactNode): Items[number] => ({ key, label, children });

function applicationItems(application: FormalApplication): Items {
  const report = application.reportFile;
  return [
    item('assessmentType', '评估类型', application.assessmentTypeName),
    item('status', '状态', <FormalStatusTag status={application.status} />),
    item('assessmentCount', '评估次数', application.assessmentCount),
    item('applicationLevel', '申请等级', formalLevelLabel(application.assessmentType, application.applicationLevel)),
    item('submissionTime', '提交时间', application.submissionTime),
    item('applicationRemark', '申请备注', <span className="formal-text">{application.applicationRemark}</span>),
    ...laterSteps(application).map((fact) =>
      item(fact.key, fact.label, <span className="formal-text">{fact.text}</span>),
    ),
    ...(report
      ? [
          item(
            'report',
            '评估报告',
            <a href={privateFileHref(report)} target="_blank" rel="noopener noreferrer">
              {report.fileName}
            </a>,
          ),
        ]
      : []),
  ];
}

interface ApplicationModalProps {
  application: FormalApplication | null;
  onClose: () => void;
}

/** 查看 of the 正式评估 tab: the company, the application with its later steps, and its evidence. */
export function ApplicationModal({ application, onClose }: ApplicationModalProps) {
  const layout = useDetailLayout();
  const shared = { bordered: true, size: 'small', layout, styles: LABEL_STYLES } as const;
  return (
    <Modal
      title={T.modalTitle}
      open={application !== null}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      className="application-modal"
    >
      {application ? (
        <>
          <Descriptions
            {...shared}
            column={{ xs: 1, sm: 1, md: 2 }}
            title={T.companySection}
            items={[
              item('companyName', '企业名称', application.company.companyName),
              item('socialCreditCode', '统一社会信用代码', application.company.socialCreditCode),
            ]}
          />
          {/* One fact a line: beside the remark a second column squeezes dates and names into towers. */}
          <Descriptions {...shared} column={1} title={T.applicationSection} items={applicationItems(application)} />
          <h3 className="application-modal__heading">{T.evidenceSection}</h3>
          <EvidenceList evidence={application.evidence} />
        </>
      ) : null}
    </Modal>
  );
}
