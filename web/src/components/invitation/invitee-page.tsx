// The invitee's page at /convite (issue 44): no account; the link's token is read from the address's fragment
// (kept there, so a reload works, and sent only in the `x-convite-token` header). It loads the invitation,
// then the kind's own page (its sections, from its feature, given by the app), or says in Portuguese that the
// link no longer works. `InviteeLayout` is what every kind's invitee page draws around its section.
import type { PreviewBlock } from '@shared/documents/blocks';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { saveErrorText } from '@/components/document-editor/draft-status-bar';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { DocumentForm } from '@/components/form/form-kit';
import { PageSpinner } from '@/components/page-spinner';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { type InviteeApi, type InviteeView, inviteeApi, tokenFromHash } from './invitation-api';
import { brasiliaDateTime } from './invitation-states';
import { INVALID_INVITE_MESSAGE, type useInviteeEditor } from './use-invitee-editor';
import '@/components/document-editor/document-editor.css';
import './invitation.css';

export interface InviteeKindProps {
  invite: InviteeView;
  client: InviteeApi;
  /** The link stopped working while the page was open. */
  onInvalid: (message: string) => void;
}

export type InviteeKindPages = Readonly<Record<string, () => Promise<ComponentType<InviteeKindProps>>>>;

type LoadState =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; invite: InviteeView; Page: ComponentType<InviteeKindProps> };

export function InviteePage({ kinds }: { kinds: InviteeKindPages }) {
  const api = useApi();
  // Read once: the fragment is never sent by the browser, and stays for a reload.
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const client = useMemo(() => (token ? inviteeApi(api, token) : null), [api, token]);
  const [state, setState] = useState<LoadState>(
    token ? { kind: 'loading' } : { kind: 'invalid', message: INVALID_INVITE_MESSAGE },
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is "Tentar novamente"
  useEffect(() => {
    if (!client) return;
    let live = true;
    setState({ kind: 'loading' });
    (async () => {
      try {
        const invite = await client.get();
        const load = kinds[invite.kind];
        if (!load) throw new ApiError(INVALID_INVITE_MESSAGE, 410, 'gone');
        const Page = await load();
        if (live) setState({ kind: 'ready', invite, Page });
      } catch (err) {
        if (!live) return;
        if (err instanceof ApiError && (err.status === 410 || err.status === 401 || err.status === 404))
          setState({ kind: 'invalid', message: err.status === 410 ? err.message : INVALID_INVITE_MESSAGE });
        else
          setState({
            kind: 'failed',
            message:
              err instanceof ApiError && err.status === 0
                ? 'Erro de rede.'
                : 'Não foi possível abrir o convite.',
          });
      }
    })();
    return () => {
      live = false;
    };
  }, [client, kinds, attempt]);

  if (state.kind === 'loading') return <PageSpinner label="Abrindo convite..." />;
  if (state.kind === 'invalid') {
    return (
      <section className="page invite-invalid" aria-labelledby="page-title">
        <h1 id="page-title">Convite inválido</h1>
        <p role="alert">{state.message}</p>
        <p className="muted">
          Links de convite valem por 7 dias e deixam de valer quando quem convidou os cancela ou envia outro.
        </p>
      </section>
    );
  }
  if (state.kind === 'failed') {
    return (
      <section className="page invite-invalid" aria-labelledby="page-title">
        <h1 id="page-title">Convite</h1>
        <p role="alert">{state.message}</p>
        <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
          Tentar novamente
        </button>
      </section>
    );
  }
  const { Page, invite } = state;
  return (
    <Page invite={invite} client={client!} onInvalid={(message) => setState({ kind: 'invalid', message })} />
  );
}

export interface InviteeLayoutProps<F extends FieldValues> {
  invite: InviteeView;
  editor: ReturnType<typeof useInviteeEditor<F>>;
  methods: UseFormReturn<F, unknown, F>;
  idOf: (name: string) => string;
  /** The document's name ("Contrato de Locação"). */
  documentName: string;
  /** The party in a sentence ("locatário(a)"). */
  partyName: string;
  preview: { blocks: readonly PreviewBlock[]; label: string };
  /** The party's section, with the kind's own fields. */
  children: ReactNode;
}

export function InviteeLayout<F extends FieldValues>({
  invite,
  editor,
  methods,
  idOf,
  documentName,
  partyName,
  preview,
  children,
}: InviteeLayoutProps<F>) {
  const confirmed = editor.confirmedAt !== null;
  const when = editor.confirmedAt ? brasiliaDateTime(editor.confirmedAt) : '';
  return (
    <section className="page page-wide decl-page invitee-page" aria-labelledby="page-title">
      <header className="decl-header">
        <h1 id="page-title">Preencha os seus dados</h1>
        <p className="invite-from">
          <strong>{invite.ownerFirstName || 'Quem enviou o link'}</strong> convidou você a preencher os seus
          dados como <strong>{partyName}</strong> no documento <strong>{documentName}</strong>.
        </p>
        {invite.description && <p className="muted invite-description">{invite.description}</p>}
        <p className="muted">
          Seus dados são salvos enquanto você digita. Confira a prévia e, no fim, confirme que estão corretos.
          Só a sua parte pode ser alterada; os CPFs e documentos das outras pessoas aparecem mascarados.
        </p>
        <a className="decl-preview-link" href="#inv-preview">
          Ver prévia
        </a>
      </header>
      <AutosaveIndicator autosave={editor.saver} errorText={saveErrorText(editor.saver.status)} />
      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm
            form={methods as UseFormReturn<F>}
            idOf={idOf}
            className="form decl-form"
            label="Seus dados"
          >
            {confirmed && (
              <p className="decl-notice invite-confirmed" role="status">
                Dados confirmados{when ? ` em ${when}` : ''}. Se precisar mudar algo, peça a quem enviou o
                link.
              </p>
            )}
            <fieldset className="invite-locked" disabled={confirmed}>
              {children}
            </fieldset>
          </DocumentForm>
          {!confirmed && (
            <section className="decl-pdf" aria-label="Confirmar os dados">
              <button
                type="button"
                className="button button-primary button-large button-block"
                disabled={editor.confirming}
                onClick={() => void editor.confirm()}
              >
                {editor.confirming ? 'Confirmando...' : 'Confirmo que meus dados estão corretos'}
              </button>
              <p className="field-hint">
                Depois de confirmar, seus dados ficam travados e{' '}
                {invite.ownerFirstName || 'quem enviou o link'} vê a confirmação.
              </p>
            </section>
          )}
        </div>
        <aside id="inv-preview" className="doc-aside" aria-labelledby="inv-preview-title">
          <h2 id="inv-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview.blocks}
            label={preview.label}
            note="Prévia sem validade. Os CPFs e documentos das outras pessoas estão mascarados."
          />
        </aside>
      </div>
    </section>
  );
}
