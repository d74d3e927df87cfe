// /Admin: reserved to administrators (role from `GET me`); its tools arrive with the admin issue.
import { ComingSoon } from '@/components/coming-soon';
import { RequireSignIn } from '@/components/require-sign-in';

export function AdminPage() {
  return (
    <RequireSignIn adminOnly>
      <ComingSoon title="Administração" />
    </RequireSignIn>
  );
}
