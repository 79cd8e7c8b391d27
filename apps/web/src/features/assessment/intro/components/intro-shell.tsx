import '../intro.css';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import type { VariantFact } from '../hooks/use-intro-variant';

interface IntroShellProps {
  title: string;
  summary: string;
  /** The reference standard; the 551 topic uses the diagnosis standard. */
  standard: string;
  statusLabel: string;
  isInProgress: boolean;
  /** 预计用时, e.g. '约 20–85 分钟'; '' while unknown (the bank loading). */
  estimatedTime: string;
  /** Which variant the company takes and why; absent for an assessment without variants (DCMM). */
  variant?: VariantFact;
  /** The choices and the start button, in the panel beside the description. */
  panel: ReactNode;
  /** What the assessment measures. */
  children: ReactNode;
}

/** The frame every intro screen shares (assessment.md 2): the description, and a panel with the facts and the way in. */
export function IntroShell(props: IntroShellProps) {
  const { title, summary, standard, statusLabel, isInProgress, estimatedTime, variant, panel, children } = props;
  return (
    <>
      <PageBreadcrumb />
      <article className="assessment-intro">
        <header className="assessment-intro__head">
          <h1 className="assessment-intro__title">{title}</h1>
          <p className="assessment-intro__summary">{summary}</p>
        </header>
        <div className="assessment-intro__body">
          <div className="assessment-intro__main">{children}</div>
          <aside className="assessment-intro__panel" aria-label="评估信息">
            <dl className="assessment-intro__facts">
              <dt>参考标准</dt>
              <dd>{standard}</dd>
              <dt>评估状态</dt>
              <dd>
                <Tag className="assessment-intro__status" color={isInProgress ? 'processing' : 'default'}>
                  {statusLabel}
                </Tag>
              </dd>
              <dt>预计用时</dt>
              <dd data-testid="estimated-time">{estimatedTime || '-'}</dd>
              {variant ? (
                <>
                  <dt>评估类型</dt>
                  <dd data-testid="evaluation-type">{variant.name}</dd>
                </>
              ) : null}
            </dl>
            {variant?.reason ? (
              <p className="assessment-intro__variant" data-testid="variant-reason">
                {variant.reason}
              </p>
            ) : null}
            {panel}
          </aside>
        </div>
      </article>
    </>
  );
}

/** A titled part of the description. */
export function IntroSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="assessment-intro__section">
      <h2 className="assessment-intro__section-title">{title}</h2>
      {children}
    </section>
  );
}
