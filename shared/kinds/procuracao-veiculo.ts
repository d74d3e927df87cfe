// The vehicle power of attorney (spec part 2 §3, issue 19): a declaration record, open to anonymous visitors.
import { defineKind } from './define-kind';
import { MINHAS_DECLARACOES } from './list-pages';
import { PROMISSORIA_AREA } from './paid-sets';

export const procuracaoVeiculo = defineKind({
  id: 'procuracao_veiculo',
  referencePrefix: 'proc-veh-',
  // Spec part 1 §9's prefixes (`proc-` last: the others start with it).
  olderPrefixes: ['procuracao-', 'proc-'],
  readableCode: 'PROC',
  price: { key: 'procuracao', fallback: 'declaracao', label: 'Procuração' },
  labels: { singular: 'Procuração de veículo', plural: 'Procurações de veículo' },
  icon: 'procuracao',
  pages: {
    editor: {
      key: 'procuracaoVeiculo',
      path: '/ProcuracaoVeiculo',
      title: 'Procuração de Veículo',
      access: 'public',
      idParam: 'id',
    },
    list: MINHAS_DECLARACOES,
  },
  menu: { group: 'carros', entries: [{ page: 'editor' }] },
  home: {
    order: 6,
    cardId: 'procuracao-veiculo',
    title: 'Procuração de Veículo',
    description:
      'Autorize uma pessoa de confiança a representar você perante o órgão de trânsito na venda do veículo.',
    actions: [
      { label: 'Criar', accessibleName: 'Criar procuração de veículo', page: 'editor', primary: true },
    ],
  },
  // "also available, accredited, authorized, authorized_payment, pago, 3, 4": read as added to the set listed
  // just before it (approved, success, paid).
  paidStatus: {
    area: 'procuracao_veiculo',
    statuses: [
      ...PROMISSORIA_AREA,
      'available',
      'accredited',
      'authorized',
      'authorized_payment',
      'pago',
      '3',
      '4',
    ],
  },
  anonymous: true,
  summary: {
    titular: 'nome_completo_dono',
    dependente: 'nome_completo_procurador',
    list: { label: 'Procuração', order: 3 },
  },
  pdfFileName: 'procuracao_veiculo_{time}.pdf',
});
