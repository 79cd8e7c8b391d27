import type { ReportData } from '@dtmm/shared';
import { usePlatformName, usePublicUrl } from '@/features/platform/api/platform-config';
import { reportVerifyPath } from '../../assessment-links';
import { chineseDate, levelLine, methodLine } from '../report-format';
import { REPORT_TITLE } from '../report-mode';

/** The cover: who, which level, when, and how anyone can check the printed copy is genuine. */
export function ReportCover({ data }: { data: ReportData }) {
  const platformName = usePlatformName();
  const { reportNumber, verificationCode } = data.report;
  const origin = usePublicUrl();
  const verifyPath = reportVerifyPath(verificationCode);
  return (
    <section className="report-sheet report-cover" aria-label="封面">
      <p className="report-cover__standard">{methodLine(data.report.bankVersion)}</p>
      <h1 className="report-cover__title">{REPORT_TITLE}</h1>
      <p className="report-cover__company">{data.companyName}</p>
      <p className="report-cover__level">
        {levelLine(data.assessmentLevel, data.assessmentLevelDesc, data.digitalTransformationLevel)}
      </p>
      <dl className="report-cover__facts">
        <dt>评估日期</dt>
        <dd>{chineseDate(data.assessmentDate)}</dd>
        <dt>报告编号</dt>
        <dd>{reportNumber}</dd>
        <dt>验证码</dt>
        <dd>{verificationCode}</dd>
      </dl>
      <p className="report-cover__verify">
        {origin ? '可在 ' : '可在本平台核验页面 '}
        <span className="report-cover__url">{`${origin ?? ''}${verifyPath}`}</span> 核验本报告
      </p>
      <p className="report-cover__issuer">{platformName}</p>
    </section>
  );
}
