// The "Carregando..." indicator shown while a page chunk or its data loads.

export function PageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
