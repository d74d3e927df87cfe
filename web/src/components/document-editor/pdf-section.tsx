// "Gerar PDF" under a declaration-like form: locked until paid (or for an admin), with the hint saying why.
export interface PdfSectionProps {
  /** Paid, or an admin. */
  canPdf: boolean;
  busy: boolean;
  /** Blocked for this person. */
  blocked: boolean;
  /** The hint's element id. */
  hintId: string;
  /** A kind's own hint (a locked contract, one printed with receipts); default by `canPdf`. */
  hint?: string;
  /** The button's words when idle; default "Gerar PDF". */
  label?: string;
  /** The button's words while it works; default "Gerando PDF...". */
  busyLabel?: string;
  /** The section's name; default "Gerar PDF". */
  title?: string;
  onGenerate: () => void;
}

export function PdfSection({
  canPdf,
  busy,
  blocked,
  hintId,
  hint,
  label = 'Gerar PDF',
  busyLabel = 'Gerando PDF...',
  title = 'Gerar PDF',
  onGenerate,
}: PdfSectionProps) {
  return (
    <section className="decl-pdf" aria-label={title}>
      <button
        type="button"
        className="button button-primary button-large button-block"
        disabled={!canPdf || busy || blocked}
        aria-describedby={hintId}
        onClick={onGenerate}
      >
        {busy ? busyLabel : label}
      </button>
      <p id={hintId} className="field-hint">
        {hint ??
          (canPdf
            ? 'O PDF é gerado a partir dos dados salvos e baixado em seguida.'
            : 'Efetue o pagamento para liberar o PDF.')}
      </p>
    </section>
  );
}
