// The home cards' line icons, drawn as one SVG path each (no icon font or CDN); a manifest names its `icon`.
import type { KindIcon } from './types';

export const KIND_ICON_PATHS: Readonly<Record<KindIcon, string>> = {
  curriculo: 'M8 3h8l4 4v14H4V3h4m4 6a2 2 0 1 0 0 .01M8 17c0-2 2-3 4-3s4 1 4 3',
  contrato: 'M6 3h9l4 4v14H6zM9 10h7M9 13h7M9 16h4',
  veiculo: 'M3 14l2-5h14l2 5v4H3zM7 18v2M17 18v2M7 14h.01M17 14h.01',
  residencia: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5',
  promissoria: 'M3 7h18v10H3zM7 12h4M15 10v4M13 12h4',
  procuracao: 'M7 3h10v18H7zM10 8h4M10 12h4M10 16l1.5 1.5L14 15',
  trabalho: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  viagem: 'M2 16l20-6-20-6 4 6zM6 10h8M5 20h14',
  // A receipt slip with a torn foot and a tick: paid.
  recibo: 'M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21zM9 8h6M9 11h6M9.5 15l1.5 1.5 3.5-3.5',
};
