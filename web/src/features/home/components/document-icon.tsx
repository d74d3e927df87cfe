// Small line icons for the document cards (their paths in shared/kinds/icons.ts, no icon font or CDN).
import { KIND_ICON_PATHS } from '@shared/kinds/icons';
import type { DocumentCard } from './home-content';

export function DocumentIcon({ icon }: { icon: DocumentCard['icon'] }) {
  return (
    <svg className="doc-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={KIND_ICON_PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
