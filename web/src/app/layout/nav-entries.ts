// The "Documentos e Serviços" menu: six groups and their entries, from the kinds' manifests (spec part 1
// §2.1). Entries that need sign-in are shown greyed with "(login)" and cannot be opened while signed out; pages
// open to everyone whose document is made signed in say "(login)" too, and open (the page asks for the sign-in).
import { KINDS, type KindManifest, type KindPageKey, type MenuGroupId } from '@shared/kinds';
import { PAGES, type PageInfo } from '../page-catalogue';

export interface NavEntry {
  label: string;
  to: string;
  requiresLogin: boolean;
  /** Opens signed out, but its document needs a sign-in: labelled "(login)" all the same. */
  signInToUse: boolean;
  /** The page is still "Em breve": the entry says so before it is opened. */
  soon: boolean;
}

export interface NavGroup {
  id: string;
  title: string;
  entries: NavEntry[];
}

function entry(page: PageInfo, label: string = page.title): NavEntry {
  return {
    label,
    to: page.path,
    requiresLogin: page.access !== 'public',
    signInToUse: page.signInToUse === true,
    soon: page.soon === true,
  };
}

/** The menu's groups in order (`MenuGroupId` in shared/kinds); each kind's manifest says in which it sits. */
const GROUP_TITLES: Readonly<Record<MenuGroupId, string>> = {
  curriculos: 'Currículos',
  contratos: 'Contratos',
  declaracoes: 'Declarações',
  promissorias: 'Promissórias',
  carros: 'Carros',
  'autorizacao-viagem': 'Autorização de Viagem',
};

/** A kind's entries: its pages in the manifest's order, under the manifest's label when it has one. */
function kindEntries(kind: KindManifest): NavEntry[] {
  return kind.menu.entries.map(({ page, label }) => {
    const key = kind.pages[page]?.key as KindPageKey;
    return entry(PAGES[key], label);
  });
}

export const NAV_GROUPS: readonly NavGroup[] = (Object.keys(GROUP_TITLES) as MenuGroupId[]).map((id) => ({
  id,
  title: GROUP_TITLES[id],
  entries: (KINDS as readonly KindManifest[]).filter((kind) => kind.menu.group === id).flatMap(kindEntries),
}));

/** The text an entry shows: signed-out visitors see "(login)" after entries that need sign-in. */
export function entryLabel(e: NavEntry, signedIn: boolean): string {
  return (e.requiresLogin || e.signInToUse) && !signedIn ? `${e.label} (login)` : e.label;
}

export function isEntryOpenable(e: NavEntry, signedIn: boolean): boolean {
  return !e.requiresLogin || signedIn;
}
