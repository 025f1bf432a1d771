import type { Container, Newable } from 'inversify';
import type { Dependency } from '@/application/shared/wiring';
import { resolve } from '@/infrastructure/app/container';
import { createContext, useContext, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

// Views resolve stores by class, and the few values they read (Ports.config) by their typed token,
// from the one container.
export function useStore<T>(cls: Newable<T> | Dependency<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useStore needs a <ContainerProvider> above it.');
  return resolve(container, cls);
}

