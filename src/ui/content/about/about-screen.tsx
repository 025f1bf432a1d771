import { ContentPage } from '@/ui/content/content-page';

// About Dukkan: the text is in locales/{en,ar}/content.json under "about".
export function AboutScreen() {
  return <ContentPage page="about" related={['returnPolicy', 'privacyPolicy']} />;
}
