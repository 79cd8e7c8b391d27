// Every table of the platform, for drizzle's typed queries and for drizzle-kit's migrations.
export * from '../modules/assessment/assessment.table';
export * from '../modules/assessment/report/report.table';
export * from '../modules/audit/audit.table';
export * from '../modules/auth/sessions.table';
export * from '../modules/certifications/certifications.table';
export * from '../modules/client-errors/client-errors.table';
export * from '../modules/companies/companies.table';
export * from '../modules/content/content.table';
export * from '../modules/dcmm/dcmm.table';
export * from '../modules/dictionaries/dictionaries.table';
export * from '../modules/files/files.table';
export * from '../modules/formal-assessment/formal-applications.table';
export * from '../modules/members/invitations.table';
export * from '../modules/notifications/notifications.table';
export * from '../modules/served-enterprises/served-enterprises.table';
export * from '../modules/solutions/solutions.table';
export * from '../modules/users/users.table';
