// The preview with layout choice (spec part 1 §2.5): six layout buttons, the primary and accent colours, and
// the server's PDF drawn page by page ("PRÉVIA" across it, unless the server says it is the released resume as
// stored: then it offers the download); a link opens the same PDF in the browser's own viewer. The page's
// buttons sit above the pages, sticky under the top bar, so they never cover the top of the first page.
import type { CurriculoForm, LayoutConfig, LayoutId } from '@shared/documents/curriculo/schema';
import { DEFAULT_LAYOUT_CONFIG } from '@shared/documents/curriculo/schema';
import { type ReactNode, useMemo, useState } from 'react';
import { PdfPages } from '@/components/pdf-viewer/pdf-pages';
import { useApi } from '@/lib/app-services';
import { downloadCurriculoPdf } from '../api/curriculo-pdf';
import { previewRequestOf } from '../api/preview-pdf';
import { type EarlyPreview, usePdfObjectUrl, usePreviewPdf } from '../hooks/use-preview-pdf';
import { LAYOUTS } from '../layout-info';

const ZOOMS = [1, 1.5, 2] as const;

export interface CurriculoPreviewProps {
  form: CurriculoForm;
  recordId: string | null;
  layout: LayoutId;
  layoutConfig: LayoutConfig;
  onLayout: (layout: LayoutId) => void;
  onLayoutConfig: (config: LayoutConfig) => void;
  /** The stored resume's preview, asked for while the page read it. */
  early?: EarlyPreview | null;
  /** The page's buttons ("Salvar Currículo", "Voltar para edição"). */
  children?: ReactNode;
}

export function CurriculoPreview({
  form,
  recordId,
  layout,
  layoutConfig,
  onLayout,
  onLayoutConfig,
  early = null,
  children,
}: CurriculoPreviewProps) {
  const request = useMemo(
    () => previewRequestOf(recordId, form, layout, layoutConfig),
    [recordId, form, layout, layoutConfig],
  );
  const api = useApi();
  const preview = usePreviewPdf(request, early);
  const pdfUrl = usePdfObjectUrl(preview.data);
  const [downloading, setDownloading] = useState(false);
  /** The server drew the released resume as stored: no "PRÉVIA", and the PDF may be downloaded. */
  const released = recordId !== null && preview.data !== null && !preview.watermark && !preview.loading;
  const download = async () => {
    if (!recordId) return;
    setDownloading(true);
    try {
      await downloadCurriculoPdf(api, { id: recordId, lastLayout: layout, layoutConfig });
    } finally {
      setDownloading(false);
    }
  };
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const [drawError, setDrawError] = useState(false);
  const [pages, setPages] = useState<number | null>(null);
  const current = LAYOUTS.find((l) => l.id === layout);

  return (
    <section className="cv-preview" aria-labelledby="cv-preview-title">
      <div className="cv-preview-head">
        <h2 id="cv-preview-title">Prévia do currículo</h2>
        <p className="muted">
          {released
            ? 'É o PDF liberado pelo pagamento, sem a marca “PRÉVIA”. Escolha o modelo e as cores e baixe-o.'
            : 'É exatamente o PDF que será impresso, com a marca “PRÉVIA”, que sai depois do pagamento. Escolha o modelo e as cores.'}
        </p>
      </div>

      <fieldset className="cv-layouts">
        <legend>Modelo</legend>
        <div className="cv-layout-grid">
          {LAYOUTS.map((info) => (
            <button
              key={info.id}
              type="button"
              className="cv-layout-button"
              data-layout={info.id}
              aria-pressed={info.id === layout}
              aria-describedby={`cv-layout-desc-${info.id}`}
              onClick={() => onLayout(info.id)}
            >
              <span className="cv-layout-name">{info.label}</span>
              <span id={`cv-layout-desc-${info.id}`} className="cv-layout-desc">
                {info.description}
              </span>
            </button>
          ))}
        </div>
      </fieldset>

      <div className="cv-colors">
        <div className="cv-color">
          <label htmlFor="cv-primary-color">Cor principal</label>
          <input
            id="cv-primary-color"
            type="color"
            value={layoutConfig.primaryColor}
            onChange={(e) => onLayoutConfig({ ...layoutConfig, primaryColor: e.target.value })}
          />
          <code>{layoutConfig.primaryColor}</code>
        </div>
        <div className="cv-color">
          <label htmlFor="cv-accent-color">Cor de destaque</label>
          <input
            id="cv-accent-color"
            type="color"
            value={layoutConfig.accentColor}
            onChange={(e) => onLayoutConfig({ ...layoutConfig, accentColor: e.target.value })}
          />
          <code>{layoutConfig.accentColor}</code>
        </div>
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={
            layoutConfig.primaryColor === DEFAULT_LAYOUT_CONFIG.primaryColor &&
            layoutConfig.accentColor === DEFAULT_LAYOUT_CONFIG.accentColor
          }
          onClick={() => onLayoutConfig({ ...DEFAULT_LAYOUT_CONFIG })}
        >
          Cores padrão
        </button>
      </div>

      <div className="cv-preview-toolbar">
        <p className="cv-preview-status" role="status" aria-live="polite">
          {preview.loading
            ? 'Gerando prévia...'
            : preview.error
              ? ''
              : pages
                ? `Modelo ${current?.label ?? ''}: ${pages} ${pages === 1 ? 'página' : 'páginas'}`
                : ''}
        </p>
        <div className="cv-zoom">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={zoom === ZOOMS[0]}
            onClick={() => setZoom((z) => ZOOMS[Math.max(0, ZOOMS.indexOf(z) - 1)]!)}
          >
            Reduzir
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={zoom === ZOOMS[ZOOMS.length - 1]}
            onClick={() => setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(z) + 1)]!)}
          >
            Ampliar
          </button>
        </div>
        {pdfUrl && (
          <a className="cv-open-pdf" href={pdfUrl} target="_blank" rel="noopener">
            Abrir a prévia em PDF
          </a>
        )}
      </div>

      {(children || released) && (
        <div className="cv-preview-actions">
          {released && (
            <button
              type="button"
              className="button button-primary button-large"
              disabled={downloading}
              onClick={() => void download()}
            >
              {downloading ? 'Gerando PDF...' : 'Baixar PDF'}
            </button>
          )}
          {children}
        </div>
      )}

      <div className="cv-preview-stage" aria-busy={preview.loading}>
        {preview.error && (
          <div className="alert alert-error cv-preview-error" role="alert">
            <p>{preview.error}</p>
            <button type="button" className="button button-secondary button-small" onClick={preview.retry}>
              Tentar novamente
            </button>
          </div>
        )}
        {drawError && pdfUrl && (
          <p className="notice">
            Não foi possível desenhar a prévia neste navegador.{' '}
            <a href={pdfUrl} target="_blank" rel="noopener">
              Abra a prévia em PDF
            </a>
            .
          </p>
        )}
        {preview.loading && (
          <div className="cv-preview-loading" aria-hidden="true">
            <span className="spinner" />
          </div>
        )}
        {!preview.data && preview.loading && <div className="cv-preview-placeholder" />}
        <PdfPages
          data={preview.data}
          label="Prévia do currículo"
          zoom={zoom}
          onRendered={(n) => {
            setPages(n);
            setDrawError(false);
          }}
          onError={() => setDrawError(true)}
        />
      </div>
    </section>
  );
}
