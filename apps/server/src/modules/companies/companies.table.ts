import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A company as the platform knows it: the enterprise profile of portal.md 3 and, when it is also a
 * service provider, the provider profile. `certificationStatus` and `providerStatus` are the
 * spec's 0 none-or-rejected / 1 certified / 2 under review, for each certify type.
 */
export const companies = pgTable(
  'companies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyName: text('company_name').notNull(),
    socialCreditCode: text('social_credit_code').notNull().unique(),
    legalRepresentative: text('legal_representative'),
    industryCategory: text('industry_category'),
    secondaryIndustry: text('secondary_industry'),
    industry: text('industry'),
    annualRevenue: text('annual_revenue'),
    companyType: text('company_type'),
    employee: text('employee'),
    contactPhone: text('contact_phone'),
    contactName: text('contact_name'),
    personInCharge: text('person_in_charge'),
    registeredAddress: text('registered_address'),
    companyProfile: text('company_profile'),
    licenseFileId: text('license_file_id'),
    logoFileId: text('logo_file_id'),
    province: text('province'),
    city: text('city'),
    district: text('district'),
    companyWebsite: text('company_website'),
    certificationStatus: smallint('certification_status').notNull().default(0),
    providerStatus: smallint('provider_status').notNull().default(0),
    serviceProviderType: text('service_provider_type'),
    serviceProviderCategory: text('service_provider_category'),
    serviceIndustry: text('service_industry'),
    serviceProviderIntroduction: text('service_provider_introduction'),
    industryAdvantage: text('industry_advantage'),
    coreProductService: text('core_product_service'),
    contactPosition: text('contact_position'),
    /**
     * The single characters and pairs of the name and credit code (content_grams, migration 0005): the
     * operators' keyword search finds its candidates by index, ILIKE decides (issue 31).
     */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`content_grams(company_name || ' ' || social_credit_code)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_provider_list_idx').on(t.providerStatus, t.createdAt),
    // The operators' company list (issue 31): each order it offers, alone and under the status filter,
    // with the id that breaks ties, so a page's ids come from the index alone.
    index('companies_created_idx').on(t.createdAt, t.id),
    index('companies_name_idx').on(t.companyName, t.id),
    index('companies_status_created_idx').on(t.certificationStatus, t.createdAt, t.id),
    index('companies_status_name_idx').on(t.certificationStatus, t.companyName, t.id),
    index('companies_search_grams_idx').using('gin', t.searchGrams),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;
