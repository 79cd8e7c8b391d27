export * from './build-report';
export * from './improvement-plan';
export * from './report.schemas';
export * from './report-content';
export * from './report-levels';
export * from './report-priorities';
export * from './report-rules';
