import type { Container, Newable } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

// Views resolve stores by class from the one container (stores are singletons bound to themselves).
export function useStore<T>(cls: Newable<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useStore needs a <ContainerProvider> above it.');
  return container.get<T>(cls);
}

// A value bound to a token (TOKENS.AppConfig): for the few views that read configuration.
export function useInjected<T>(token: symbol): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useInjected needs a <ContainerProvider> above it.');
  return container.get<T>(token);
}
