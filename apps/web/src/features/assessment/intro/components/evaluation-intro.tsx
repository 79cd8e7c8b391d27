import { Result } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { SERVICE_CENTRE_PATH } from '@/features/assessment/assessment-links';
import { DcmmIntro } from '../../dcmm/intro/dcmm-intro';
import { DiagnosisIntro } from './diagnosis-intro';

/** The `name` of /severcenter/evaluation (assessment.md 2, Routes). */
const INTROS: Record<string, ComponentType> = { diagnosis_service: DiagnosisIntro, dcmm: DcmmIntro };

/** The intro screen the address names; any other name is a friendly not-found with the way back. */
export function EvaluationIntro({ name }: { name: string }) {
  const Intro = Object.hasOwn(INTROS, name) ? INTROS[name] : undefined;
  if (Intro) return <Intro />;
  return (
    <Result
      className="assessment-intro__missing"
      status="404"
      title="没有找到这项评估"
      subTitle="您访问的评估不存在，请回到服务中心选择要开展的评估。"
      extra={<Link to={SERVICE_CENTRE_PATH}>返回服务中心</Link>}
    />
  );
}
