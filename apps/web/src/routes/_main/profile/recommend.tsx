import { createFileRoute } from '@tanstack/react-router';
import { ProfileRecommendScreen } from '@/features/recommend/profile-recommend-screen';

export const Route = createFileRoute('/_main/profile/recommend')({
  staticData: { hideNav: true },
  component: ProfileRecommendScreen,
});
