// The app once the runtime configuration is known: services, server state, session and terms around the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { loginPathFor } from '@/components/require-sign-in';
import { TermsProvider } from '@/components/terms/terms-provider';
import { type AppServices, AppServicesProvider } from '@/lib/app-services';
import { createQueryClient } from '@/lib/query/query-client';
import { SessionProvider } from '@/lib/session/session-provider';
import { registerAppDraftMigrators } from './draft-migrators';
import { createAppRouter } from './router';

registerAppDraftMigrators();
const router = createAppRouter();
const queryClient = createQueryClient({
  onUnauthorized: () => {
    const { location } = router.state;
    if (location.pathname !== '/Login') void router.navigate(loginPathFor(location), { replace: true });
  },
});

export function App({ services }: { services: AppServices }) {
  return (
    <AppServicesProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <TermsProvider>
            <RouterProvider router={router} />
          </TermsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </AppServicesProvider>
  );
}
