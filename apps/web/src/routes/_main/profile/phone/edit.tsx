import { createFileRoute } from '@tanstack/react-router';
import { PhoneEditScreen } from '@/features/phone/phone-edit-screen';

export const Route = createFileRoute('/_main/profile/phone/edit')({
  staticData: { hideNav: true },
  component: PhoneEditScreen,
});
