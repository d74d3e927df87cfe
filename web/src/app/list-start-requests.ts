// The first page of each "my documents" list, asked for as the app starts on the list (a link, a reload) or as a
// link to it is followed (app/router.tsx `START_REQUESTS`): the answer is on its way while the page's code and
// the session load, instead of one round trip after the page has drawn. Each is the very GET the list's own
// first load sends (page size and filters alike), so the list takes the answer (`ApiClient.prefetch`);
// list-start-requests.test.ts holds each to its feature's request. Small, in the entry: no feature code.
import type { KindPageKey } from '@shared/kinds';
import type { ApiClient, QueryValue } from '@/lib/api-client';

type ListPageKey = Extract<
  KindPageKey,
  'minhasDeclaracoes' | 'meusContratos' | 'minhasPromissorias' | 'minhasAutorizacoes' | 'meuCurriculo'
>;

/** Each list's first page: route and query, as its feature's fetch asks for it without a cursor. */
export const LIST_FIRST_PAGES: Readonly<Record<ListPageKey, [string, Record<string, QueryValue>]>> = {
  minhasDeclaracoes: ['declaracao-mine', { page_size: 50 }],
  meusContratos: ['contrato-list', { mine: 1, page_size: 50 }],
  minhasPromissorias: ['promissoria-list', { mine: 1 }],
  minhasAutorizacoes: ['autorizacao-viagem-mine', { page_size: 50 }],
  meuCurriculo: ['curriculo-mine', { page_size: 50 }],
};

/** `/painel`'s lookup of the person's latest resume (`findLatestResume`), before it leads to Meu Currículo. */
export const LATEST_RESUME_REQUEST: [string, Record<string, QueryValue>] = [
  'curriculo-mine',
  { page_size: 1 },
];

/** Starts the list's first page; signed out, nothing is asked (the prefetch waits for a session's token). */
export function startListRequest(api: ApiClient, key: ListPageKey): void {
  api.prefetch(...LIST_FIRST_PAGES[key]);
}

/** `/painel`: its lookup, and Meu Currículo's list where it usually leads. */
export function startPainelRequests(api: ApiClient): void {
  api.prefetch(...LATEST_RESUME_REQUEST);
  startListRequest(api, 'meuCurriculo');
}
