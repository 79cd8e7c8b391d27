import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLoginPrompt } from '@/features/auth/hooks/use-login-prompt';
import type { AssessmentOffer } from '../service-offers';

/** One assessment card with its self-assessment entry and offline application; guests are asked to log in first. */
export function AssessmentOfferCard({ offer, icon }: { offer: AssessmentOffer; icon: ReactNode }) {
  const navigate = useNavigate();
  const requireLogin = useLoginPrompt();
  return (
    <article className={`offer-card offer-card--${offer.key}`}>
      <div className="offer-card__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="offer-card__title">{offer.title}</h2>
      <p className="offer-card__subtitle">{offer.subtitle}</p>
      <p className="offer-card__description">{offer.description}</p>
      <ul className="offer-card__highlights">
        {offer.highlights.map((text) => (
          <li key={text}>
            <CheckCircleFilled /> {text}
          </li>
        ))}
      </ul>
      <div className="offer-card__actions">
        <Button type="primary" size="large" onClick={() => requireLogin(() => navigate(offer.selfAssessmentTo))}>
          自评估入口
        </Button>
        <Button size="large" onClick={() => requireLogin(() => navigate(offer.offlineApplicationTo))}>
          线下评估申请
        </Button>
      </div>
    </article>
  );
}
