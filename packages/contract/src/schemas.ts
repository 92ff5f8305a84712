/*
 * The contract's zod schemas and endpoint declarations: what the API validates and documents with,
 * and the forms that check input as the API will. The plain rules, routes and types are
 * `@chorok/contract`.
 */
export * from './envelope.ts';
export * from './common.ts';
export * from './endpoints/users.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/system.ts';
export * from './endpoints/products.ts';
export * from './endpoints/reviews.ts';
export * from './endpoints/admin.ts';
export * from './endpoints/admin-benefits.ts';
export * from './endpoints/console.ts';
export * from './endpoints/console-products.ts';
export * from './endpoints/console-dashboard.ts';
export * from './endpoints/console-curations.ts';
export * from './endpoints/console-claims.ts';
export * from './endpoints/addresses.ts';
export * from './endpoints/cart.ts';
export * from './endpoints/orders.ts';
export * from './endpoints/claims.ts';
export * from './endpoints/plants.ts';
export * from './endpoints/plant-journal.ts';
export * from './endpoints/plant-care.ts';
export * from './endpoints/notifications.ts';
export * from './endpoints/curations.ts';
export * from './endpoints/ai-recommend.ts';
export * from './endpoints/accounts.ts';
export * from './endpoints/benefits.ts';
export * from './endpoints/species.ts';
export * from './endpoints/index.ts';
export * from './native-shell.ts';
