import type { CompanyProfile } from './company-profile.types';
import { INDUSTRY_PROFILES } from './profiles-industry.data';
import { SERVICES_PROFILES } from './profiles-services.data';

/** Every written profile of the bank validation: industry (variant '1') and the others (variant '2'). */
export const COMPANY_PROFILES: readonly CompanyProfile[] = [...INDUSTRY_PROFILES, ...SERVICES_PROFILES];
