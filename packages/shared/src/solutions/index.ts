export * from './solution.schemas';
export * from './solution.workflow';
