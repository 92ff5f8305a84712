// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
export { accountsRoutes } from './routes/accounts.gen.ts';
export { addressesRoutes } from './routes/addresses.gen.ts';
export { aiRecommendRoutes } from './routes/ai-recommend.gen.ts';
export { curationsRoutes } from './routes/curations.gen.ts';
export { authRoutes } from './routes/auth.gen.ts';
export { benefitsRoutes } from './routes/benefits.gen.ts';
export { cartRoutes } from './routes/cart.gen.ts';
export { claimsRoutes } from './routes/claims.gen.ts';
export {
  consoleRoutes,
  consoleProductsRoutes,
  consoleCurationsRoutes,
  consoleClaimsRoutes,
  consoleDashboardRoutes,
  adminBenefitsRoutes,
} from './routes/console.gen.ts';
export { ordersRoutes } from './routes/orders.gen.ts';
export { plantsRoutes } from './routes/plants.gen.ts';
export { plantJournalRoutes } from './routes/plant-journal.gen.ts';
export { plantCareRoutes } from './routes/plant-care.gen.ts';
export { notificationsRoutes } from './routes/notifications.gen.ts';
export { productsRoutes } from './routes/products.gen.ts';
export { reviewsRoutes } from './routes/reviews.gen.ts';
export { speciesRoutes } from './routes/species.gen.ts';
export { systemRoutes } from './routes/system.gen.ts';
export { usersRoutes } from './routes/users.gen.ts';
