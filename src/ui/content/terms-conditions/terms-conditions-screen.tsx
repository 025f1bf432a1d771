import { ContentPage } from '@/ui/content/content-page';

// Terms and conditions of sale: the text is in locales/{en,ar}/content.json under "termsConditions".
export function TermsConditionsScreen() {
  return <ContentPage page="termsConditions" dated related={['returnPolicy', 'terms', 'privacyPolicy']} />;
}
