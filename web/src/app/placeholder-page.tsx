// Builds the "Em breve" page of a route whose feature is not built yet, keeping its access rule (pages
// that need sign-in already send signed-out visitors to /Login).
import type { ComponentType } from 'react';
import { ComingSoon } from '@/components/coming-soon';
import { RequireSignIn } from '@/components/require-sign-in';
import type { PageInfo } from './page-catalogue';

export function placeholderComponent(page: PageInfo): ComponentType {
  if (page.access === 'public') return () => <ComingSoon title={page.title} />;
  return () => (
    <RequireSignIn adminOnly={page.access === 'admin'}>
      <ComingSoon title={page.title} />
    </RequireSignIn>
  );
}
