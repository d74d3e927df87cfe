// The resume (spec part 1 §3.2, §4.1): signed in, one payment per 30-day release round.

import { defineKind } from './define-kind';
import { CONTRACT_AREA } from './paid-sets';

export const curriculo = defineKind({
  id: 'curriculo',
  referencePrefix: 'curriculo-',
  readableCode: 'CV',
  // Any payment reference without a known prefix pays the resume's price (spec part 1 §9).
  price: { key: 'curriculo', fallback: 'base', label: 'Currículo' },
  labels: { singular: 'Currículo', plural: 'Currículos' },
  icon: 'curriculo',
  pages: {
    editor: {
      key: 'criarCurriculo',
      path: '/CriarCurriculo',
      title: 'Criar Currículo',
      access: 'public',
      signInToUse: true,
      idParam: 'id',
    },
    list: { key: 'meuCurriculo', path: '/MeuCurriculo', title: 'Meu Currículo', access: 'login' },
  },
  menu: { group: 'curriculos', entries: [{ page: 'editor' }, { page: 'list' }] },
  home: {
    order: 1,
    cardId: 'curriculos',
    title: 'Currículos',
    description:
      'Monte o seu currículo com dados pessoais, formação, cursos e experiências e escolha entre seis modelos de layout.',
    actions: [
      { label: 'Criar', accessibleName: 'Criar currículo', page: 'editor', primary: true },
      { label: 'Meus', accessibleName: 'Meus currículos', page: 'list' },
    ],
  },
  paidStatus: { area: 'curriculo', statuses: CONTRACT_AREA },
  anonymous: false,
  summary: { titular: 'nome', dependente: 'cargo_desejado' },
  pdfFileName: 'curriculo_{nome}_{time}.pdf',
});
