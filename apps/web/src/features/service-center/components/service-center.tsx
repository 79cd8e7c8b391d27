import './service-center.css';
import { ApartmentOutlined, DatabaseOutlined, FundProjectionScreenOutlined } from '@ant-design/icons';
import { ASSESSMENT_OFFERS } from '../service-offers';
import { AssessmentOfferCard } from './assessment-offer-card';
import { ConsultingCard } from './consulting-card';

const ICONS = { diagnosis: <FundProjectionScreenOutlined />, dcmm: <DatabaseOutlined /> } as const;

/** The service centre: two assessments and the consulting card (assessment.md 2). */
export function ServiceCenter() {
  return (
    <div className="service-center">
      {ASSESSMENT_OFFERS.map((offer) => (
        <AssessmentOfferCard key={offer.key} offer={offer} icon={ICONS[offer.key]} />
      ))}
      <ConsultingCard icon={<ApartmentOutlined />} />
    </div>
  );
}
