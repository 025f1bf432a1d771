import { AuthStore } from '@/application/account';
import { useStore } from '@/ui/app/container-context';
import { useHydrated } from './use-hydrated';

/**
 * Whether the parts that are the shopper's own (the header's counts, her favourite and cart line on a
 * product) are drawn. For a signed-in shopper always: the server drew her page with them and the
 * browser takes it over with the same data (docs/adr/0038). For a guest only once the page is taken
 * over: what this device keeps of a guest (favourites) is not in the server's page. Call it in an observer.
 */
export function useShopperShown(): boolean {
  const auth = useStore(AuthStore);
  const hydrated = useHydrated();
  return hydrated || auth.signedIn;
}
