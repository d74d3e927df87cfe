// The app once the runtime configuration is known: services, session and terms around the router.
import { RouterProvider } from 'react-router/dom';
import { TermsProvider } from '@/components/terms/terms-provider';
import { type AppServices, AppServicesProvider } from '@/lib/app-services';
import { SessionProvider } from '@/lib/session/session-provider';
import { registerAppDraftMigrators } from './draft-migrators';
import { createAppRouter } from './router';

registerAppDraftMigrators();
const router = createAppRouter();

export function App({ services }: { services: AppServices }) {
  return (
    <AppServicesProvider services={services}>
      <SessionProvider>
        <TermsProvider>
          <RouterProvider router={router} />
        </TermsProvider>
      </SessionProvider>
    </AppServicesProvider>
  );
}
