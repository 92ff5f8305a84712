import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2: /products opens the recommended products. */
export const Route = createFileRoute('/_main/products/')({
  beforeLoad: () => {
    throw redirect({ to: '/products/recommend', replace: true });
  },
});
