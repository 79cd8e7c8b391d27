import './common/zod-locale';

export * from './auth/auth.schemas';
export * from './auth/session.schemas';
export * from './certifications/certification.schemas';
export * from './certifications/certification.workflow';
export * from './common/constants';
export * from './common/envelope';
export * from './common/messages';
export * from './common/paging';
export * from './common/validators';
export * from './companies/company.schemas';
export * from './dictionaries/dictionary.schemas';
export * from './files/file.schemas';
export * from './industries/industry.schemas';
export * from './members/member.schemas';
export * from './platform/platform.schemas';
export * from './regions/region.schemas';
