export * from './assessment.schemas';
export * from './assessment-explanation';
export * from './assessment-model';
export * from './assessment-record.workflow';
export * from './bank-check';
export * from './bank-version';
export * from './indicator-system';
export * from './question-bank.schemas';
