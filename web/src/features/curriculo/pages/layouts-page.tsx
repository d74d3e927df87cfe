// /Layouts (the spec leaves its content open; issue 5 item 2): the six resume layouts, each with a picture of
// the sample resume's first page, drawn at build time from the server's renderer
// (shared/documents/curriculo/scripts/generate-layout-pictures.ts), and a link to the watermarked sample PDF.
// Public: signed-out visitors see them too (issue 15 item 4). "Usar este modelo" remembers the choice for the
// next new resume.
import { DEFAULT_LAYOUT_CONFIG, type LayoutId } from '@shared/documents/curriculo/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '@/lib/app-services';
import { writeLayoutPreference } from '../api/local-records';
import { LAYOUTS, type LayoutInfo } from '../layout-info';
import '../curriculo.css';

/** The pictures' URLs by file name (hashed by the build, so browsers keep them). */
const PICTURES = import.meta.glob<string>('../assets/layout-samples/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});

function pictureUrl(layout: LayoutId): string | undefined {
  return PICTURES[`../assets/layout-samples/${layout}.webp`];
}

function LayoutSample({ info }: { info: LayoutInfo }) {
  const { apiBase } = useRuntimeConfig();
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  // A new attempt is a new <img>, which asks for the picture again.
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="cv-gallery-thumb" aria-busy={state === 'loading'}>
      {state === 'failed' ? (
        <p className="field-error">
          Não foi possível carregar o exemplo.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Tentar novamente
          </button>
        </p>
      ) : (
        <img
          key={attempt}
          className="cv-gallery-picture"
          src={pictureUrl(info.id)}
          alt={`Modelo ${info.label} com dados de exemplo`}
          width={420}
          height={594}
          loading="lazy"
          decoding="async"
          onLoad={() => setState('shown')}
          onError={() => setState('failed')}
        />
      )}
      <a
        className="cv-gallery-open"
        href={`${apiBase}/curriculo-layout-sample?layout=${info.id}`}
        target="_blank"
        rel="noopener"
      >
        Ver o PDF de exemplo completo
      </a>
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
            <LayoutSample info={info} />
            <button type="button" className="button button-primary" onClick={() => use(info.id)}>
              Usar este modelo
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
