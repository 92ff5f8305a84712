import { createFileRoute } from '@tanstack/react-router';
import { LightMeterScreen } from '@/features/labs/light-meter-screen';

export const Route = createFileRoute('/_main/labs/ambient-light')({
  component: LightMeterScreen,
});
