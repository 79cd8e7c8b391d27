import type { CompanyProfile } from './company-profile.types';

export const SERVICES_PROFILES: CompanyProfile[] = [];
