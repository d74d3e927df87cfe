// /ProcuracaoVeiculo (spec part 2 §2, §4, §5; issue 19): owner, procurator and vehicle, the document date, the
// payment panel (PIX and "Cartão (1x)") and "Gerar PDF", beside a live A4 preview. Open to visitors who are
// not signed in: the power of attorney is saved when they pay, bound to an access key this browser keeps, and
// claimed into their account when they sign in. Signed in, it is autosaved as a draft 900 ms after a change.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyProcuracaoVeiculo,
  isBlankProcuracaoVeiculo,
  PROCURACAO_VEICULO_MESSAGES,
  type ProcuracaoVeiculoField,
  type ProcuracaoVeiculoForm,
  procuracaoVeiculoDraftSchema,
  procuracaoVeiculoFinalSchema,
} from '@shared/documents/procuracao-veiculo/schema';
import { NOTARISATION_SENTENCE, procuracaoVeiculoPreview } from '@shared/documents/procuracao-veiculo/text';
import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { cepCheckState } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { DataSection } from '@/components/document-editor/data-section';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { CheckboxField } from '@/components/form/basic-fields';
import { useFormSnapshot } from '@/components/form/form-kit';
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
  getProcuracaoVeiculo,
  PDF_ROUTE,
  PRODUCT,
  saveProcuracaoVeiculo,
} from '../api/procuracao-veiculo-api';
import { OutorganteSection } from '../components/outorgante-section';
import { ProcuradorSection } from '../components/procurador-section';
import { VeiculoSection } from '../components/veiculo-section';
import { fieldElementId } from '../procuracao-fields';
// This page's own styles (the shell brings the page layout).
import '../procuracao-veiculo.css';

const IDLE: CepLookupState = { status: 'idle' };
const idOf = (name: string) => fieldElementId(name as ProcuracaoVeiculoField);
const LOAD_TEXTS = {
  notFound: 'Procuração não encontrada.',
  forbidden: 'Sem permissão para abrir esta procuração.',
};

interface EditorProps {
  urlId: string | null;
  onOwnId: (id: string) => void;
}

function ProcuracaoVeiculoEditor({ urlId, onOwnId }: EditorProps) {
  const api = useApi();
  const { table } = usePriceTable();
  const [cep, setCep] = useState<CepLookupState>(IDLE);
  const cepRef = useRef(cep);
  cepRef.current = cep;
  const methods = useForm<ProcuracaoVeiculoForm, unknown, ProcuracaoVeiculoForm>({
    defaultValues: emptyProcuracaoVeiculo(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(procuracaoVeiculoFinalSchema(cepCheckState(cepRef.current)))(
        values,
        context,
        options as never,
      )) as Resolver<ProcuracaoVeiculoForm, unknown, ProcuracaoVeiculoForm>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, procuracaoVeiculoDraftSchema, form);
  const editor = useDocumentEditor({
    kind: PRODUCT,
    urlId,
    onOwnId,
    methods,
    form,
    setForm,
    fetch: (id) => getProcuracaoVeiculo(api, id),
    texts: LOAD_TEXTS,
    save: (input) => saveProcuracaoVeiculo(api, input),
    formFromStored,
    isBlank: isBlankProcuracaoVeiculo,
    idOf,
    // A CEP lookup still running is told as information (spec part 2 §5).
    refusal: (first) =>
      first && {
        message: first.message,
        focus: first.name ? idOf(first.name) : null,
        info: first.message === PROCURACAO_VEICULO_MESSAGES.aguardeCep,
      },
    download: (id) => downloadDeclaracaoPdf(api, id, { route: PDF_ROUTE }),
  });
  const { record } = editor;
  const preview = useMemo(() => procuracaoVeiculoPreview(form), [form]);

  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={idOf}
      idPrefix="proc"
      texts={{
        loading: 'Carregando procuração...',
        create: { to: '/ProcuracaoVeiculo', label: 'Criar nova procuração' },
        list: { to: '/MinhasDeclaracoes', label: 'Minhas Declarações' },
        blocked: 'Procuração bloqueada (contate o suporte).',
        formLabel: 'Dados da procuração',
      }}
      payment={{ area: 'procuracao_veiculo', amountCents: table.procuracao }}
      preview={{
        blocks: preview,
        label: 'Prévia da procuração',
        note: `Revise todas as informações antes de assinar. ${NOTARISATION_SENTENCE}`,
      }}
      before={!editor.openedId && <BrowserDocuments kind={PRODUCT} />}
      afterPdf={!editor.signedIn && record.paid && record.id && <AnonymousReturn reference={record.id} />}
    >
      <OutorganteSection onCepLookupState={setCep} />
      <ProcuradorSection />
      <VeiculoSection />
      <DataSection />
      <div className="decl-section">
        <CheckboxField
          name="data_por_extenso"
          values={{ on: 'sim', off: 'nao' }}
          label="Escrever também a data por extenso (ex.: cinco de março de dois mil e vinte e seis)"
        />
      </div>
    </DocumentEditorLayout>
  );
}

/** With `?id=` a saved power of attorney (its owner's, or one this browser holds the key of), else a new one. */
export function ProcuracaoVeiculoPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const session = useSession();
  const { key, onOwnId } = useEditorIdentity(urlId);

  return (
    <DocumentEditorPage
      title="Procuração de Veículo"
      idPrefix="proc"
      intro="Preencha os dados do dono, do procurador e do veículo, confira a prévia ao lado e gere o PDF pronto para assinar e reconhecer firma."
      more={
        session.status === 'signed-out' && (
          <p className="muted">
            Você pode fazer sem entrar: a procuração fica guardada neste navegador por 30 dias, e você pode
            adicioná-la à sua conta quando entrar.
          </p>
        )
      }
    >
      {session.status === 'loading' ? (
        <PageSpinner label="Carregando..." />
      ) : (
        <ProcuracaoVeiculoEditor key={key} urlId={urlId} onOwnId={onOwnId} />
      )}
    </DocumentEditorPage>
  );
}
