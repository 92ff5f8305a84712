// Generated from src/endpoints/*.ts by `npm run routes -w @chorok/contract`; do not edit.
// The browser calls the API through these: addresses without schemas (decision 0008).
import type { RoutesOf } from '../route.ts';
import type { consoleEndpoints } from '../endpoints/console.ts';
import type { consoleProductsEndpoints } from '../endpoints/console-products.ts';
import type { consoleCurationsEndpoints } from '../endpoints/console-curations.ts';
import type { consoleClaimsEndpoints } from '../endpoints/console-claims.ts';
import type { consoleDashboardEndpoints } from '../endpoints/console-dashboard.ts';
import type { adminBenefitsEndpoints } from '../endpoints/admin-benefits.ts';

export const consoleRoutes: RoutesOf<typeof consoleEndpoints> = {
  adminOrders: { id: 'adminOrders', method: 'GET', path: '/admin/orders', list: true },
  adminOrder: { id: 'adminOrder', method: 'GET', path: '/admin/orders/:id', list: false },
  adminOrderStep: {
    id: 'adminOrderStep',
    method: 'POST',
    path: '/admin/orders/:id/:action',
    list: false,
  },
  adminCancelOrder: {
    id: 'adminCancelOrder',
    method: 'POST',
    path: '/admin/orders/:id/cancellations',
    list: false,
  },
  adminReviews: { id: 'adminReviews', method: 'GET', path: '/admin/reviews', list: true },
  adminHideReview: {
    id: 'adminHideReview',
    method: 'POST',
    path: '/admin/reviews/:id/hide',
    list: false,
  },
  adminUnhideReview: {
    id: 'adminUnhideReview',
    method: 'POST',
    path: '/admin/reviews/:id/unhide',
    list: false,
  },
  adminAudit: { id: 'adminAudit', method: 'GET', path: '/admin/audit', list: true },
  adminOperators: { id: 'adminOperators', method: 'GET', path: '/admin/operators', list: false },
  adminSetRole: { id: 'adminSetRole', method: 'PUT', path: '/admin/operators', list: false },
};

export const consoleProductsRoutes: RoutesOf<typeof consoleProductsEndpoints> = {
  adminProducts: { id: 'adminProducts', method: 'GET', path: '/admin/products', list: true },
  adminProduct: { id: 'adminProduct', method: 'GET', path: '/admin/products/:id', list: false },
  adminCreateProduct: {
    id: 'adminCreateProduct',
    method: 'POST',
    path: '/admin/products',
    list: false,
  },
  adminUpdateProduct: {
    id: 'adminUpdateProduct',
    method: 'PUT',
    path: '/admin/products/:id',
    list: false,
  },
  adminUploadProductPhoto: {
    id: 'adminUploadProductPhoto',
    method: 'POST',
    path: '/admin/products/:id/photos',
    list: false,
  },
  adminOrderProductPhotos: {
    id: 'adminOrderProductPhotos',
    method: 'PUT',
    path: '/admin/products/:id/photos',
    list: false,
  },
  adminUpdateProductPhoto: {
    id: 'adminUpdateProductPhoto',
    method: 'PATCH',
    path: '/admin/products/:id/photos/:photoId',
    list: false,
  },
  adminDeleteProductPhoto: {
    id: 'adminDeleteProductPhoto',
    method: 'DELETE',
    path: '/admin/products/:id/photos/:photoId',
    list: false,
  },
  adminAdjustStock: {
    id: 'adminAdjustStock',
    method: 'POST',
    path: '/admin/products/:id/stock',
    list: false,
  },
  adminStockHistory: {
    id: 'adminStockHistory',
    method: 'GET',
    path: '/admin/products/:id/stock',
    list: true,
  },
};

export const consoleCurationsRoutes: RoutesOf<typeof consoleCurationsEndpoints> = {
  adminCurations: { id: 'adminCurations', method: 'GET', path: '/admin/curations', list: true },
  adminCuration: { id: 'adminCuration', method: 'GET', path: '/admin/curations/:id', list: false },
  adminCreateCuration: {
    id: 'adminCreateCuration',
    method: 'POST',
    path: '/admin/curations',
    list: false,
  },
  adminUpdateCuration: {
    id: 'adminUpdateCuration',
    method: 'PUT',
    path: '/admin/curations/:id',
    list: false,
  },
  adminPreviewCuration: {
    id: 'adminPreviewCuration',
    method: 'POST',
    path: '/admin/curations/preview',
    list: false,
  },
  adminUploadCurationCover: {
    id: 'adminUploadCurationCover',
    method: 'POST',
    path: '/admin/curations/:id/cover',
    list: false,
  },
  adminPublishCuration: {
    id: 'adminPublishCuration',
    method: 'POST',
    path: '/admin/curations/:id/publish',
    list: false,
  },
  adminUnpublishCuration: {
    id: 'adminUnpublishCuration',
    method: 'POST',
    path: '/admin/curations/:id/unpublish',
    list: false,
  },
  adminCurationFile: {
    id: 'adminCurationFile',
    method: 'GET',
    path: '/admin/curations/:id/file',
    list: false,
  },
};

export const consoleClaimsRoutes: RoutesOf<typeof consoleClaimsEndpoints> = {
  adminListClaims: { id: 'adminListClaims', method: 'GET', path: '/admin/claims', list: false },
  adminApproveClaim: {
    id: 'adminApproveClaim',
    method: 'POST',
    path: '/admin/claims/:id/approve',
    list: false,
  },
  adminRejectClaim: {
    id: 'adminRejectClaim',
    method: 'POST',
    path: '/admin/claims/:id/reject',
    list: false,
  },
  adminCompleteClaim: {
    id: 'adminCompleteClaim',
    method: 'POST',
    path: '/admin/claims/:id/complete',
    list: false,
  },
};

export const consoleDashboardRoutes: RoutesOf<typeof consoleDashboardEndpoints> = {
  adminDashboard: { id: 'adminDashboard', method: 'GET', path: '/admin/dashboard', list: false },
};

export const adminBenefitsRoutes: RoutesOf<typeof adminBenefitsEndpoints> = {
  adminListCoupons: { id: 'adminListCoupons', method: 'GET', path: '/admin/coupons', list: false },
  adminCreateCoupon: {
    id: 'adminCreateCoupon',
    method: 'POST',
    path: '/admin/coupons',
    list: false,
  },
  adminIssueCoupon: {
    id: 'adminIssueCoupon',
    method: 'POST',
    path: '/admin/coupons/:id/issue',
    list: false,
  },
  adminDeactivateCoupon: {
    id: 'adminDeactivateCoupon',
    method: 'POST',
    path: '/admin/coupons/:id/deactivate',
    list: false,
  },
  adminAdjustPoints: {
    id: 'adminAdjustPoints',
    method: 'POST',
    path: '/admin/points/adjust',
    list: false,
  },
};
