// The "Documentos e Serviços" menu: six groups and their entries (spec part 1 §2.1). Entries that need
// sign-in are shown greyed with "(login)" and cannot be opened while signed out; pages open to everyone whose
// document is made signed in say "(login)" too, and open (the page asks for the sign-in).
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

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'curriculos',
    title: 'Currículos',
    entries: [entry(PAGES.criarCurriculo), entry(PAGES.meuCurriculo)],
  },
  {
    id: 'contratos',
    title: 'Contratos',
    entries: [
      entry(PAGES.contratoLocacao),
      entry(PAGES.meusContratos),
      entry(PAGES.gerarRecibosAluguel, 'Recibos de Aluguel (sem contrato)'),
    ],
  },
  {
    id: 'declaracoes',
    title: 'Declarações',
    entries: [
      entry(PAGES.declaracaoResidencia),
      entry(PAGES.minhasDeclaracoes),
      entry(PAGES.declaracaoTrabalho),
    ],
  },
  {
    id: 'promissorias',
    title: 'Promissórias',
    entries: [entry(PAGES.criarPromissoria), entry(PAGES.minhasPromissorias)],
  },
  {
    id: 'carros',
    title: 'Carros',
    entries: [
      entry(PAGES.contratoCompraVeiculo, 'Compra e Venda de Veículo'),
      entry(PAGES.procuracaoVeiculo),
    ],
  },
  {
    id: 'autorizacao-viagem',
    title: 'Autorização de Viagem',
    entries: [entry(PAGES.autorizacaoViagemMenor), entry(PAGES.minhasAutorizacoes, 'Minhas Autorizações')],
  },
];

/** The text an entry shows: signed-out visitors see "(login)" after entries that need sign-in. */
export function entryLabel(e: NavEntry, signedIn: boolean): string {
  return (e.requiresLogin || e.signInToUse) && !signedIn ? `${e.label} (login)` : e.label;
}

export function isEntryOpenable(e: NavEntry, signedIn: boolean): boolean {
  return !e.requiresLogin || signedIn;
}
