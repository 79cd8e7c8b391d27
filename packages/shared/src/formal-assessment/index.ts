export * from './formal-application.schemas';
export * from './formal-application.workflow';
