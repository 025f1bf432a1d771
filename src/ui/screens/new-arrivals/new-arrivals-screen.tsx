import { PlaceholderScreen } from '@/ui/screens/placeholder/placeholder-screen';

// Titled placeholder until the issue that builds this screen.
export function NewArrivalsScreen() {
  return <PlaceholderScreen page="new" />;
}
