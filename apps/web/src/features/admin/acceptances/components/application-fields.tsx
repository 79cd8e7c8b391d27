import type { FormalApplication } from '@dtmm/shared';
import { laterSteps } from '@/features/formal-assessment/application-steps';
import { selfLevelText } from '@/features/formal-assessment/components/self-assessment-summary';
import { privateFileHref } from '@/features/formal-assessment/evidence-files';
import { formalLevelLabel } from '@/features/formal-assessment/formal-levels';
import { FieldList, type ShownField } from '../../components/field-list';

/** The application as submitted (with the self-assessment it was made from) and its later steps. */
function fieldsOf(application: FormalApplication): ShownField[] {
  const { assessmentType, selfAssessment } = application;
  return [
    { key: 'assessmentType', label: '评估类型', text: application.assessmentTypeName },
    { key: 'assessmentCount', label: '评估次数', text: String(application.assessmentCount) },
    {
      key: 'applicationLevel',
      label: '申请等级',
      text: formalLevelLabel(assessmentType, application.applicationLevel),
    },
    {
      key: 'selfLevel',
      label: '申请时自评等级',
      text: selfAssessment ? selfLevelText(assessmentType, selfAssessment) : '未自评',
    },
    { key: 'submissionTime', label: '提交时间', text: application.submissionTime },
    ...laterSteps(application).map((fact) => ({ ...fact, isWide: fact.key === 'rejectReason' })),
    { key: 'applicationRemark', label: '申请备注', text: application.applicationRemark || '—', isWide: true },
  ];
}

export function ApplicationFields({ application }: { application: FormalApplication }) {
  const report = application.reportFile;
  return (
    <>
      <FieldList fields={fieldsOf(application)} />
      {report ? (
        <p className="acceptance-report">
          评估报告：
          <a href={privateFileHref(report)} target="_blank" rel="noopener noreferrer">
            {report.fileName}
          </a>
        </p>
      ) : null}
    </>
  );
}
