export * from './assessment-explanation';
export * from './assessment-model';
export * from './bank-check';
export * from './bank-version';
export * from './indicator-system';
