// The residence declaration as /PagamentoMP finds it (`decl-…`): the holder, and the dependant when there is one.
import { declaracaoMissing } from '@shared/documents/declaracao-residencia/schema';
import { declaracaoPaymentKind } from '@/lib/declaracao-payment-kind';
import * as residencia from './declaracao-api';

export const declaracaoResidenciaPaymentKind = declaracaoPaymentKind({
  id: 'declaracao_residencia',
  priceKey: 'declaracao',
  kindLabel: 'Declaração de Residência',
  page: '/DeclaracaoResidencia',
  get: (api, id) => residencia.getDeclaracao(api, id, false),
  names: (stored) => {
    const form = residencia.formFromStored(stored);
    const dep = form.dep_nome.trim();
    return { title: form.titular_nome.trim(), about: dep ? `Dependente: ${dep}` : null };
  },
  missing: (stored) => declaracaoMissing(residencia.formFromStored(stored)),
});
