import { ContentPage } from '@/ui/content/content-page';

// Privacy policy: the text is in locales/{en,ar}/content.json under "privacyPolicy".
export function PrivacyPolicyScreen() {
  return <ContentPage page="privacyPolicy" dated related={['dataDeletion', 'terms']} />;
}
