import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCompanyPrompt } from '@/features/auth/hooks/use-company-prompt';
import type { AssessmentOffer } from '../service-offers';
import { AnswerTimeHighlight } from './answer-time-highlight';

/**
 * One assessment card with its self-assessment entry and offline application: guests are asked to
 * log in first, and a user without a company to certify one (portal.md 4.6).
 */
export function AssessmentOfferCard({ offer, icon }: { offer: AssessmentOffer; icon: ReactNode }) {
  const navigate = useNavigate();
  const requireCompany = useCompanyPrompt();
  return (
    <article className={`offer-card offer-card--${offer.key}`}>
      <div className="offer-card__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="offer-card__title">{offer.title}</h2>
      <p className="offer-card__subtitle">{offer.subtitle}</p>
      <p className="offer-card__description">{offer.description}</p>
      <ul className="offer-card__highlights">
        {offer.isAnswerTimed ? <AnswerTimeHighlight /> : null}
        {offer.highlights.map((text) => (
          <li key={text}>
            <CheckCircleFilled /> {text}
          </li>
        ))}
      </ul>
      <div className="offer-card__actions">
        <Button type="primary" size="large" onClick={() => requireCompany(() => navigate(offer.selfAssessmentTo))}>
          自评估入口
        </Button>
        <Button size="large" onClick={() => requireCompany(() => navigate(offer.offlineApplicationTo))}>
          线下评估申请
        </Button>
      </div>
    </article>
  );
}
