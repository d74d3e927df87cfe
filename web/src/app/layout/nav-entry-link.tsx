// One menu entry: a link, or, for sign-in-only pages while signed out, greyed text that cannot be opened
// or focused.
import { NavLink } from 'react-router-dom';
import { SoonBadge } from '@/components/soon-badge';
import { entryLabel, isEntryOpenable, type NavEntry } from './nav-entries';

export function NavEntryLink({
  entry,
  signedIn,
  onNavigate,
}: {
  entry: NavEntry;
  signedIn: boolean;
  onNavigate?: () => void;
}) {
  // One inline run, so the badge follows the words (and wraps with them) inside the entry's flex box.
  const label = (
    <span>
      {entryLabel(entry, signedIn)}
      {entry.soon && <SoonBadge />}
    </span>
  );
  if (!isEntryOpenable(entry, signedIn)) {
    return (
      <span className="nav-entry is-disabled" aria-disabled="true" title="Entre com sua conta para acessar">
        {label}
      </span>
    );
  }
  return (
    <NavLink to={entry.to} className="nav-entry" onClick={onNavigate}>
      {label}
    </NavLink>
  );
}
