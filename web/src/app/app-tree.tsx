// The app's providers around its router, shared by the browser (app.tsx) and the home page prerendered at build
// (prerender-home.tsx): hydration needs both to draw the same tree, down to the ids `useId` hands out.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { TermsProvider } from '@/components/terms/terms-provider';
import { type AppServices, AppServicesProvider } from '@/lib/app-services';
import { SessionProvider } from '@/lib/session/session-provider';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function AppTree({
  services,
  queryClient,
  router,
}: {
  services: AppServices;
  queryClient: QueryClient;
  router: AppRouter;
}) {
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
