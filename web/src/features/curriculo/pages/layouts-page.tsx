// /Layouts (the spec leaves its content open; issue 5 item 2): the six resume layouts, each with the server's
// watermarked PDF of the sample resume (public: signed-out visitors see them too, issue 15 item 4), loaded as
// the person scrolls. "Usar este modelo" remembers the choice for the next new resume.
import { DEFAULT_LAYOUT_CONFIG, type LayoutId } from '@shared/documents/curriculo/schema';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PdfPages } from '@/components/pdf-viewer/pdf-pages';
import { useRuntimeConfig } from '@/lib/app-services';
import { writeLayoutPreference } from '../api/local-records';
import { usePdfObjectUrl } from '../hooks/use-preview-pdf';
import { LAYOUTS, type LayoutInfo } from '../layout-info';
import '../curriculo.css';

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

interface SampleState {
  data: ArrayBuffer | null;
  error: boolean;
}

/** The layout's sample PDF once `enabled`; `retry` asks again after a failure. */
function useLayoutSample(url: string, enabled: boolean): SampleState & { retry(): void } {
  const [state, setState] = useState<SampleState>({ data: null, error: false });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on "Tentar novamente"
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ data: null, error: false });
    fetch(url, { signal: controller.signal, headers: { Accept: 'application/pdf' } })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.arrayBuffer();
      })
      .then(
        (data) => setState({ data, error: false }),
        () => !controller.signal.aborted && setState({ data: null, error: true }),
      );
    return () => controller.abort();
  }, [url, enabled, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

function LayoutPreviewThumb({ info }: { info: LayoutInfo }) {
  const { apiBase } = useRuntimeConfig();
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const sampleUrl = `${apiBase}/curriculo-layout-sample?layout=${info.id}`;
  const sample = useLayoutSample(sampleUrl, near);
  const url = usePdfObjectUrl(sample.data);
  return (
    <div ref={ref} className="cv-gallery-thumb" aria-busy={near && !sample.data && !sample.error}>
      {sample.error ? (
        <p className="field-error">
          Não foi possível carregar o exemplo.{' '}
          <button type="button" className="link-button" onClick={sample.retry}>
            Tentar novamente
          </button>
        </p>
      ) : (
        <>
          {!sample.data && <div className="cv-gallery-placeholder" aria-hidden="true" />}
          <PdfPages
            data={sample.data}
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
  const navigate = useNavigate();

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
      <ul className="cv-gallery">
        {LAYOUTS.map((info) => (
          <li key={info.id} className="card cv-gallery-card" data-layout={info.id}>
            <h2>{info.label}</h2>
            <p className="muted">{info.description}</p>
            <p className="cv-gallery-photo">{info.usesPhoto ? 'Com foto' : 'Sem foto'}</p>
            <LayoutPreviewThumb info={info} />
            <button type="button" className="button button-primary" onClick={() => use(info.id)}>
              Usar este modelo
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
