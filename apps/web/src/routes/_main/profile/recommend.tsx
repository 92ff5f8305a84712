import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/profile/recommend')({
  staticData: { hideNav: true },
  component: ProfileRecommendRoute,
});

function ProfileRecommendRoute() {
  return <PreparingScreen titleKey="routes.profileRecommend" />;
}
