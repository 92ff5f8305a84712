import { PolicyDocument } from '@/features/policy/policy-document';

/** `/policy/terms-of-service`: the shop's terms, article by article. */
export function TermsScreen() {
  return <PolicyDocument doc="terms" ordered />;
}
