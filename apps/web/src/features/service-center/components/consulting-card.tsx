import { NOTICE_TOAST_MS } from '@dtmm/shared';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { CONSULTING_OFFER } from '../service-offers';

/** 集成管理咨询: not open yet; a click says so for 1.5 s. */
export function ConsultingCard({ icon }: { icon: ReactNode }) {
  const { message } = App.useApp();
  const tell = () => void message.warning(CONSULTING_OFFER.notOpenText, NOTICE_TOAST_MS / 1000);
  return (
    <button type="button" className="offer-card offer-card--consulting" onClick={tell}>
      <span className="offer-card__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="offer-card__title">{CONSULTING_OFFER.title}</span>
      <span className="offer-card__subtitle">{CONSULTING_OFFER.subtitle}</span>
      <span className="offer-card__description">{CONSULTING_OFFER.description}</span>
      <span className="offer-card__soon">敬请期待</span>
    </button>
  );
}
