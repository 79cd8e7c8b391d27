import { ANSWER_TYPES, formatScore } from '@dtmm/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import type { RecordDetail } from '../api/assessment-api';
import { LevelLadder } from './level-ladder';
import { answerTypeLabel, enterpriseTypeLabel, levelLabel } from './record-labels';
import { RecordProvider } from './record-provider';

/** One outcome figure of the summary: a label, the value and an optional note. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="result-figure">
      <span className="result-figure__label">{label}</span>
      <strong className="result-figure__value">{value}</strong>
      {note ? <span className="result-figure__note">{note}</span> : null}
    </div>
  );
}

/**
 * Who was assessed, when, and the outcome: the total, the level with its tier, and the ladder.
 * `children` are more actions, shown before 返回评估列表.
 */
export function ResultSummary({ detail, children }: { detail: RecordDetail; children?: ReactNode }) {
  const isTopic551 = detail.answerType === ANSWER_TYPES.topic551;
  const reached = detail.assessmentLevel;
  const navigate = useNavigate();
  return (
    <section className="result-card result-head" aria-label="评估概览">
      <div className="result-head__intro">
        <p className="result-head__kind">{answerTypeLabel(detail.answerType)}评估结果</p>
        <h1 className="result-head__company">{detail.companyName}</h1>
        <div className="result-head__facts">
          <span className="result-head__fact">评估时间：{detail.answerTime}</span>
          <span className="result-head__fact">企业类型：{enterpriseTypeLabel(detail.assessmentType)}企业</span>
          {isTopic551 ? <RecordProvider recordId={detail.id} /> : null}
          {detail.pledge ? (
            <span className="result-head__fact">已签署真实性承诺（{detail.pledge.acceptedAt}）</span>
          ) : null}
        </div>
        <div className="result-figures">
          <Figure label="总分" value={formatScore(detail.totalScore ?? 0)} note="满分 100" />
          <Figure label="评估等级" value={levelLabel(reached)} note={reached > 0 ? undefined : '未达标'} />
          <Figure label="转型层级" value={detail.digitalTransformationLevel || '-'} />
        </div>
        <div className="result-head__actions">
          {children}
          <Button onClick={() => navigate(RECORD_PATHS.list)}>返回评估列表</Button>
        </div>
      </div>
      <LevelLadder reached={reached} />
    </section>
  );
}
