import { createFileRoute } from '@tanstack/react-router';
import { AiRecommendScreen } from '@/features/ai-recommend/ai-recommend-screen';

export const Route = createFileRoute('/_main/products/(base)/ai-recommend')({
  component: AiRecommendScreen,
});
