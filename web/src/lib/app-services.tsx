// The app-wide services built once at start (runtime config, auth client, API client), handed to
// components through context so features never build their own.
import type { RuntimeConfig } from '@shared/runtime-config';
import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from './api-client';
import type { AuthClient } from './auth/auth-client';

export interface AppServices {
  config: RuntimeConfig;
  auth: AuthClient;
  api: ApiClient;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('AppServicesProvider ausente');
  return services;
}

export const useApi = () => useAppServices().api;
export const useRuntimeConfig = () => useAppServices().config;
