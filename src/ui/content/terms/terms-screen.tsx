import { ContentPage } from '@/ui/content/content-page';

// Terms of use: the text is in locales/{en,ar}/content.json under "terms".
export function TermsScreen() {
  return <ContentPage page="terms" dated related={['termsConditions', 'privacyPolicy']} />;
}
