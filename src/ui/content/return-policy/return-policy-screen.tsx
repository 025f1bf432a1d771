import { ContentPage } from '@/ui/content/content-page';

// Return policy (docs/adr/0008-return-policy.md is the rule the refund flow follows): the text is in
// locales/{en,ar}/content.json under "returnPolicy".
export function ReturnPolicyScreen() {
  return <ContentPage page="returnPolicy" dated related={['termsConditions']} />;
}
