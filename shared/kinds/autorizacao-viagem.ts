// Minor travel authorization (issue 21): signed in; the list's two names are the child and the first signer.
import { defineKind } from './define-kind';
import { APPROVED_ONLY } from './paid-sets';

export const autorizacaoViagem = defineKind({
  id: 'autorizacao_viagem',
  referencePrefix: 'autorizacao-',
  readableCode: 'AUT',
  price: { key: 'autorizacao', fallback: 'base', label: 'Autorização de viagem' },
  labels: { singular: 'Autorização de viagem de menor', plural: 'Autorizações de viagem de menor' },
  icon: 'viagem',
  pages: {
    editor: {
      key: 'autorizacaoViagemMenor',
      path: '/AutorizacaoViagemMenor',
      title: 'Autorização de Viagem de Menor',
      // The menu offers it to everyone (spec part 1 §2.1); the page itself asks a signed-out visitor to sign in.
      access: 'public',
      signInToUse: true,
      idParam: 'id',
    },
    list: {
      key: 'minhasAutorizacoes',
      path: '/MinhasAutorizacoes',
      title: 'Minhas Autorizações de Viagem',
      access: 'login',
    },
  },
  menu: {
    group: 'autorizacao-viagem',
    entries: [{ page: 'editor' }, { page: 'list', label: 'Minhas Autorizações' }],
  },
  home: {
    order: 8,
    cardId: 'autorizacao-viagem',
    title: 'Autorização de Viagem de Menor',
    description:
      'Autorização dos responsáveis para a viagem de criança ou adolescente, para levar ao embarque.',
    actions: [
      { label: 'Nova', accessibleName: 'Nova autorização de viagem de menor', page: 'editor', primary: true },
      { label: 'Minhas', accessibleName: 'Minhas autorizações de viagem', page: 'list' },
    ],
  },
  // Issue 21: the page reads only Mercado Pago's `approved`, the server's release rule.
  paidStatus: { area: 'autorizacao_viagem', statuses: APPROVED_ONLY },
  anonymous: false,
  summary: { titular: 'menor_nome', dependente: 'aut1_nome' },
  pdfFileName: 'autorizacao_viagem_{id}.pdf',
});
