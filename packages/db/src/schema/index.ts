export * from './users.ts';
export * from './auth.ts';
export * from './app-meta.ts';
export * from './catalogue.ts';
export * from './commerce.ts';
export * from './plants.ts';
export * from './discovery.ts';
export * from './accounts.ts';
