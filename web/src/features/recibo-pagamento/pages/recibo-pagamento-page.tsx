// /ReciboPagamento (issue 42 item 5; CC arts. 319–320): payer, payee, the payment (amount and its words, what it
// pays for, method, date and place, copies), the payment panel and "Gerar PDF", beside a watermarked A4 preview.
// Open to visitors who are not signed in, as the power of attorney: saved when they pay, bound to an access key
// this browser keeps, claimed into their account at sign-in. Signed in, it is autosaved 900 ms after a change and
// listed in "Minhas Declarações".
import { zodResolver } from '@hookform/resolvers/zod';
import { toPreview } from '@shared/documents/blocks';
import {
  emptyReciboPagamento,
  type ReciboPagamentoField,
  type ReciboPagamentoForm,
  reciboPagamentoDraftSchema,
  reciboPagamentoFinalSchema,
  visibleReciboPagamento,
} from '@shared/documents/recibo-pagamento/schema';
import { reciboPagamentoBlocks } from '@shared/documents/recibo-pagamento/text';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { useFormSnapshot } from '@/components/form/form-kit';
import { useHiddenCleared } from '@/components/form/use-hidden-cleared';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { AnonymousReturn, BrowserDocuments } from '@/components/payment/components/anonymous-return';
import { useApi } from '@/lib/app-services';
import { downloadDeclaracaoPdf } from '@/lib/document-api';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import { useSession } from '@/lib/session/session-provider';
import {
  formFromStored,
  getReciboPagamento,
  PDF_ROUTE,
  PRODUCT,
  saveReciboPagamento,
} from '../api/recibo-pagamento-api';
import { PagamentoSection } from '../components/pagamento-section';
import { PartySection } from '../components/party-section';
import { fieldElementId, isBlankReciboPagamento } from '../recibo-fields';

const idOf = (name: string) => fieldElementId(name as ReciboPagamentoField);
const LOAD_TEXTS = {
  notFound: 'Recibo não encontrado.',
  forbidden: 'Sem permissão para abrir este recibo.',
};

interface EditorProps {
  urlId: string | null;
  onOwnId: (id: string) => void;
}

function ReciboPagamentoEditor({ urlId, onOwnId }: EditorProps) {
  const api = useApi();
  const { table } = usePriceTable();
  const methods = useForm<ReciboPagamentoForm, unknown, ReciboPagamentoForm>({
    defaultValues: emptyReciboPagamento(new Date()),
    // The check's "today" is the moment of the check, so a page left open past midnight accepts today's date.
    resolver: ((values, context, options) =>
      zodResolver(reciboPagamentoFinalSchema(new Date()))(values, context, options as never)) as Resolver<
      ReciboPagamentoForm,
      unknown,
      ReciboPagamentoForm
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  // The other party type's fields, "Qual forma?" and the PIX id when not chosen: blanked at once (issue 39).
  useHiddenCleared(methods, form, visibleReciboPagamento);
  usePrintableErrors(methods, reciboPagamentoDraftSchema, form);
  const editor = useDocumentEditor({
    kind: PRODUCT,
    urlId,
    onOwnId,
    methods,
    form,
    setForm,
    fetch: (id) => getReciboPagamento(api, id),
    texts: LOAD_TEXTS,
    save: (input) => saveReciboPagamento(api, input),
    formFromStored,
    isBlank: isBlankReciboPagamento,
    idOf,
    download: (id) => downloadDeclaracaoPdf(api, id, { route: PDF_ROUTE }),
  });
  const { record } = editor;
  const preview = useMemo(() => toPreview(reciboPagamentoBlocks(form)), [form]);

  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={idOf}
      idPrefix="rpg"
      texts={{
        loading: 'Carregando recibo...',
        create: { to: '/ReciboPagamento', label: 'Criar novo recibo' },
        list: { to: '/MinhasDeclaracoes', label: 'Minhas Declarações' },
        blocked: 'Recibo bloqueado (contate o suporte).',
        formLabel: 'Dados do recibo',
      }}
      payment={{ area: 'recibo_pagamento', amountCents: table.recibo }}
      preview={{
        blocks: preview,
        label: 'Prévia do recibo',
        note: 'Revise os dados antes de imprimir. Quem recebeu o pagamento assina o recibo e o entrega a quem pagou; não precisa de testemunhas nem de firma reconhecida.',
      }}
      before={!editor.openedId && <BrowserDocuments kind={PRODUCT} />}
      afterPdf={!editor.signedIn && record.paid && record.id && <AnonymousReturn reference={record.id} />}
    >
      <PartySection
        prefix="pagador"
        title="Quem pagou"
        hint="O pagador: a pessoa ou empresa que fez o pagamento e recebe o recibo."
      />
      <PartySection
        prefix="recebedor"
        title="Quem recebeu"
        hint="O recebedor: quem recebeu o valor e assina o recibo (se empresa, pelo seu representante)."
      />
      <PagamentoSection />
    </DocumentEditorLayout>
  );
}

/** With `?id=` a saved receipt (its owner's, or one this browser holds the key of), else a new one. */
export function ReciboPagamentoPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const session = useSession();
  const { key, onOwnId } = useEditorIdentity(urlId);

  return (
    <DocumentEditorPage
      title="Recibo de Pagamento"
      idPrefix="rpg"
      intro="Preencha quem pagou, quem recebeu e o pagamento, confira a prévia e gere o PDF pronto para o recebedor assinar."
      more={
        session.status === 'signed-out' && (
          <p className="muted">
            Você pode fazer sem entrar: o recibo fica guardado neste navegador por 30 dias, e você pode
            adicioná-lo à sua conta quando entrar.
          </p>
        )
      }
    >
      {session.status === 'loading' ? (
        <PageSpinner label="Carregando..." />
      ) : (
        <ReciboPagamentoEditor key={key} urlId={urlId} onOwnId={onOwnId} />
      )}
    </DocumentEditorPage>
  );
}
