// The work declaration as /PagamentoMP finds it (`decl-trab-…`): the employer, and the worker it is about.
import { declaracaoPaymentKind } from '@/lib/declaracao-payment-kind';
import * as trabalho from './declaracao-trabalho-api';

export const declaracaoTrabalhoPaymentKind = declaracaoPaymentKind({
  id: 'declaracao_trabalho',
  priceKey: 'declaracao_trabalho',
  kindLabel: 'Declaração de Trabalho',
  page: '/DeclaracaoTrabalho',
  get: trabalho.getDeclaracaoTrabalho,
  names: (stored) => {
    const form = trabalho.formFromStored(stored);
    const worker = form.trab_nome.trim();
    return { title: form.nome_completo_empregador.trim(), about: worker ? `Trabalhador: ${worker}` : null };
  },
});
