// Promissory notes (issue 20): one document per batch (its id is the batch's `lote_id`), signed in.
import { defineKind } from './define-kind';
import { PROMISSORIA_AREA } from './paid-sets';

export const promissoria = defineKind({
  id: 'promissoria',
  referencePrefix: 'promissoria-',
  olderPrefixes: ['promissorias-'],
  readableCode: 'PROM',
  price: { key: 'promissoria', fallback: 'base', label: 'Promissória' },
  labels: { singular: 'Notas promissórias', plural: 'Notas promissórias' },
  icon: 'promissoria',
  pages: {
    editor: {
      key: 'criarPromissoria',
      path: '/CriarPromissoria',
      title: 'Criar Promissórias',
      access: 'public',
      signInToUse: true,
      idParam: 'lote',
    },
    list: {
      key: 'minhasPromissorias',
      path: '/MinhasPromissorias',
      title: 'Minhas Promissórias',
      access: 'login',
    },
  },
  menu: { group: 'promissorias', entries: [{ page: 'editor' }, { page: 'list' }] },
  home: {
    order: 5,
    cardId: 'promissorias',
    title: 'Promissórias',
    description:
      'Gere notas promissórias parceladas de 1 a 120 vezes, com vencimentos calculados e três notas por folha A4.',
    actions: [
      { label: 'Criar', accessibleName: 'Criar promissórias', page: 'editor', primary: true },
      { label: 'Minhas', accessibleName: 'Minhas promissórias', page: 'list' },
    ],
  },
  paidStatus: { area: 'promissoria', statuses: PROMISSORIA_AREA },
  anonymous: false,
  summary: { titular: 'emitente_nome', dependente: 'beneficiario_nome' },
  // The batch three to a sheet; a single note is `promissoria_{id}_{numero}.pdf`.
  pdfFileName: 'promissorias_{id}_3pp.pdf',
});
