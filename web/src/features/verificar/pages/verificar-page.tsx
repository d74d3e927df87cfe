// /Verificar and /Verificar/:code (issue 23): anyone checks a released PDF by its code (typed, or from the QR
// in its footer): kind, release date and time in Brasília, state and the first party's initials; and whether
// the file they hold is byte for byte the released one.
import type { VerificarResponse } from '@shared/api/verificacao';
import { normalizeVerificationCode, VERIFY_PATH } from '@shared/verification/code';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { fetchVerification } from '../api/verificar';
import { PdfDropZone } from '../components/pdf-drop-zone';

const BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'long',
  timeStyle: 'short',
});

type Lookup =
  | { state: 'loading' }
  | { state: 'found'; entry: VerificarResponse }
  | { state: 'error'; message: string };

function CodeForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeVerificationCode(typed);
    if (!code) {
      setProblem('O código tem 10 letras e números, como aparece no rodapé do documento.');
      return;
    }
    setProblem('');
    navigate(`${VERIFY_PATH}/${code}`);
  }
  return (
    <form className="card form verify-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="verify-code">Código de verificação</label>
        <div className="input-with-button">
          <input
            id="verify-code"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'verify-code-error' : undefined}
          />
          <button type="submit" className="button button-primary">
            Verificar
          </button>
        </div>
        {problem && (
          <p id="verify-code-error" className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}

function Result({ code }: { code: string }) {
  const api = useApi();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLookup({ state: 'loading' });
    fetchVerification(api, code).then(
      (entry) => live && setLookup({ state: 'found', entry }),
      (error: unknown) =>
        live &&
        setLookup({
          state: 'error',
          message: error instanceof ApiError ? error.message : 'Não foi possível verificar agora.',
        }),
    );
    return () => {
      live = false;
    };
  }, [api, code]);

  if (lookup.state === 'loading')
    return (
      <p className="notice" role="status">
        Verificando…
      </p>
    );
  if (lookup.state === 'error')
    return (
      <p className="alert alert-error" role="alert">
        {lookup.message}
      </p>
    );
  const { entry } = lookup;
  return (
    <>
      <dl className="card verify-facts">
        <dt>Código</dt>
        <dd>{entry.code}</dd>
        <dt>Documento</dt>
        <dd>{entry.kind_label}</dd>
        <dt>Emitido em</dt>
        <dd>{BRASILIA.format(new Date(entry.released_at))} (horário de Brasília)</dd>
        <dt>Situação</dt>
        <dd data-state={entry.state}>{entry.state_text}</dd>
        {entry.initials && (
          <>
            <dt>Iniciais do titular</dt>
            <dd>{entry.initials}</dd>
          </>
        )}
        {entry.confirmations && entry.confirmations.length > 0 && (
          <>
            <dt>Dados confirmados pelas partes</dt>
            <dd>
              <ul className="verify-confirmations">
                {entry.confirmations.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <PdfDropZone sha256={entry.sha256} />
    </>
  );
}

export function VerificarPage() {
  const { code: raw = '' } = useParams();
  const code = raw ? normalizeVerificationCode(raw) : null;
  return (
    <article className="page page-narrow verify-page" aria-labelledby="page-title">
      <h1 id="page-title">Verificar documento</h1>
      <p>
        Todo PDF emitido pelo site traz no rodapé um código e um QR. Confira aqui a origem deste arquivo: se
        foi emitido por nós e se o arquivo que você recebeu é o mesmo, sem alteração.
      </p>
      <p className="notice verify-scope" id="verify-scope">
        A verificação prova a origem e a integridade do arquivo. Ela não atesta que o conteúdo é verdadeiro
        (quem preencheu responde pelo que declarou) nem as assinaturas feitas à mão no papel impresso: essas
        só o reconhecimento de firma em cartório confirma.
      </p>
      {raw && !code ? (
        <p className="alert alert-error" role="alert">
          Código não encontrado
        </p>
      ) : code ? (
        <Result code={code} />
      ) : null}
      <CodeForm initial={raw} />
    </article>
  );
}
