// The app once the runtime configuration is known: services, server state, session and terms around the router.
import { loginPathFor } from '@/components/require-sign-in';
import type { AppServices } from '@/lib/app-services';
import { createQueryClient } from '@/lib/query/query-client';
import { AppTree } from './app-tree';
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
  return <AppTree services={services} queryClient={queryClient} router={router} />;
}
