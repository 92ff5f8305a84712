import { PolicyDocument } from '@/features/policy/policy-document';

/** `/policy/privacy`: what personal data the shop holds, why, for how long and who sees it. */
export function PrivacyScreen() {
  return <PolicyDocument doc="privacy" ordered={false} />;
}
