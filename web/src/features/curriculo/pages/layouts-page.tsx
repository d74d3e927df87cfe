// /Layouts (the spec leaves its content open; issue 5 item 2): the six resume layouts with sample data. Signed
// in, each card shows the server's watermarked preview of the sample resume (with the sample photo, uploaded
// once per browser session); signed out, the descriptions and a sign-in prompt (previews need an account).
// "Usar este modelo" remembers the choice for the next new resume.
import { curriculoExemplo, fotoExemplo } from '@shared/documents/curriculo/fixtures';
import { type CurriculoForm, DEFAULT_LAYOUT_CONFIG, type LayoutId } from '@shared/documents/curriculo/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { PdfPages } from '@/components/pdf-viewer/pdf-pages';
import { loginPathFor } from '@/components/require-sign-in';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { useSession } from '@/lib/session/session-provider';
import { uploadPhoto } from '../api/curriculo-api';
import { writeLayoutPreference } from '../api/local-records';
import { usePdfObjectUrl, usePreviewPdf } from '../hooks/use-preview-pdf';
import { LAYOUTS, type LayoutInfo } from '../layout-info';
import '../curriculo.css';

const SAMPLE_PHOTO_KEY = 'curriculo_foto_exemplo_key';

/** The sample photo's storage key for this browser session: uploaded once, then reused. */
async function samplePhotoKey(api: ApiClient): Promise<string> {
  try {
    const known = window.sessionStorage.getItem(SAMPLE_PHOTO_KEY);
    if (known) return known;
  } catch {
    // No session storage: upload each visit.
  }
  const { bytes } = fotoExemplo();
  const key = await uploadPhoto(api, new Blob([bytes as BlobPart], { type: 'image/jpeg' }));
  try {
    window.sessionStorage.setItem(SAMPLE_PHOTO_KEY, key);
  } catch {
    // Uploaded again next visit.
  }
  return key;
}

/** True once the element has come near the screen (previews load as the person scrolls). */
function useNearScreen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '300px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

function LayoutPreviewThumb({ info, sample }: { info: LayoutInfo; sample: CurriculoForm }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const request = useMemo(
    () =>
      near
        ? {
            form: sample,
            layout: info.id,
            primaryColor: DEFAULT_LAYOUT_CONFIG.primaryColor,
            accentColor: DEFAULT_LAYOUT_CONFIG.accentColor,
          }
        : null,
    [near, sample, info.id],
  );
  const preview = usePreviewPdf(request, 0);
  const url = usePdfObjectUrl(preview.data);
  return (
    <div ref={ref} className="cv-gallery-thumb" aria-busy={preview.loading}>
      {preview.error ? (
        <p className="field-error">
          {preview.error}{' '}
          <button type="button" className="link-button" onClick={preview.retry}>
            Tentar novamente
          </button>
        </p>
      ) : (
        <>
          {!preview.data && <div className="cv-gallery-placeholder" aria-hidden="true" />}
          <PdfPages
            data={preview.data}
            label={`Modelo ${info.label} com dados de exemplo`}
            maxWidth={420}
            maxPages={1}
          />
        </>
      )}
      {url && (
        <a className="cv-gallery-open" href={url} target="_blank" rel="noopener">
          Ver o PDF de exemplo completo
        </a>
      )}
    </div>
  );
}

export function LayoutsPage() {
  const api = useApi();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';
  const [sample, setSample] = useState<CurriculoForm | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    samplePhotoKey(api).then(
      (key) => active && setSample({ ...curriculoExemplo, foto_key: key, foto_nome: 'foto-exemplo.jpg' }),
      () => active && setSample(curriculoExemplo),
    );
    return () => {
      active = false;
    };
  }, [api, signedIn]);

  function use(layout: LayoutId) {
    writeLayoutPreference({ lastLayout: layout, layoutConfig: { ...DEFAULT_LAYOUT_CONFIG } });
    navigate('/CriarCurriculo');
  }

  return (
    <section className="page page-wide cv-page cv-gallery-page" aria-labelledby="page-title">
      <header className="cv-header">
        <h1 id="page-title">Modelos de Currículo</h1>
        <p className="muted">
          Seis modelos prontos para imprimir ou enviar, todos com texto selecionável (lido pelos sistemas de
          recrutamento), duas cores à sua escolha e quebras de página caprichadas. Os exemplos abaixo usam
          dados fictícios.
        </p>
      </header>
      {session.status === 'signed-out' && (
        <div className="notice cv-gallery-signin">
          <p>
            <Link to={loginPathFor(location)}>Entre com sua conta Google</Link> para ver a prévia de cada
            modelo em PDF com dados de exemplo.
          </p>
        </div>
      )}
      {session.status === 'loading' && <PageSpinner />}
      <ul className="cv-gallery">
        {LAYOUTS.map((info) => (
          <li key={info.id} className="card cv-gallery-card" data-layout={info.id}>
            <h2>{info.label}</h2>
            <p className="muted">{info.description}</p>
            <p className="cv-gallery-photo">{info.usesPhoto ? 'Com foto' : 'Sem foto'}</p>
            {signedIn && sample && <LayoutPreviewThumb info={info} sample={sample} />}
            <button type="button" className="button button-primary" onClick={() => use(info.id)}>
              Usar este modelo
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
