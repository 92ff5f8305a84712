import { createFileRoute } from '@tanstack/react-router';
import { BenefitsScreen } from '@/features/console/benefits-screen';

export const Route = createFileRoute('/admin/benefits')({
  component: BenefitsScreen,
});
