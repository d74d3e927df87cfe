// Rent receipts without a contract (issue 18 item 4): open to anonymous visitors.
import { defineKind } from './define-kind';
import { MEUS_CONTRATOS } from './list-pages';
import { PROMISSORIA_AREA } from './paid-sets';

export const reciboAluguel = defineKind({
  id: 'recibo_aluguel',
  referencePrefix: 'reciboaluguel-',
  // Spec part 1 §9's prefixes of receipts.
  olderPrefixes: ['recibos-', 'recibo-'],
  readableCode: 'REC',
  price: { key: 'reciboaluguel', fallback: 'declaracao', label: 'Recibos de aluguel' },
  labels: { singular: 'Recibos de aluguel', plural: 'Recibos de aluguel' },
  icon: 'contrato',
  pages: {
    editor: {
      key: 'gerarRecibosAluguel',
      path: '/GerarRecibosAluguel',
      title: 'Gerar Recibos de Aluguel (sem contrato)',
      access: 'public',
      idParam: 'reference',
    },
    list: MEUS_CONTRATOS,
  },
  menu: { group: 'contratos', entries: [{ page: 'editor', label: 'Recibos de Aluguel (sem contrato)' }] },
  paidStatus: { area: 'recibos_sem_contrato', statuses: PROMISSORIA_AREA },
  anonymous: true,
  summary: {
    titular: 'locador_nome',
    dependente: 'locatario_nome',
    list: {
      label: 'Recibos de aluguel (sem contrato)',
      roles: ['Locador', 'Locatário'],
      pdfRoute: 'recibo-aluguel-pdf',
    },
  },
  pdfFileName: 'recibos_aluguel_{meses}m_{time}.pdf',
});
