export * from './errors';
export * from './envelope';
export * from './roles';
export * from './paging';
export * from './auth';
export * from './routes';
export * from './messages';
export * from './health';
