export * from './users.ts';
export * from './auth.ts';
