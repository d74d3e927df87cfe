// Where a visitor drops (or picks) the PDF they were handed: hashed in the browser with Web Crypto and compared
// with the released file's SHA-256. The file never leaves the browser.
import { type DragEvent, useId, useState } from 'react';

async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Outcome = { file: string; same: boolean } | null;

export function PdfDropZone({ sha256 }: { sha256: string }) {
  const inputId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [over, setOver] = useState(false);

  async function check(file: File | undefined) {
    if (!file) return;
    setOutcome({ file: file.name, same: (await sha256Hex(file)) === sha256 });
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    void check(event.dataTransfer.files[0]);
  }

  return (
    <section className="card verify-file" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Conferir o arquivo</h2>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="application/pdf,.pdf"
        onChange={(event) => void check(event.target.files?.[0])}
      />
      {/* The label is the drop zone: a click (or Enter on the input, hidden to the eye but still focused by Tab,
          its focus drawn on the zone) opens the file picker too. */}
      <label
        htmlFor={inputId}
        className={`verify-drop${over ? ' verify-drop-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="verify-drop"
      >
        Arraste aqui o PDF que você recebeu, ou clique para escolher o arquivo.
      </label>
      <p className="field-hint">O arquivo é conferido neste navegador e não é enviado a lugar nenhum.</p>
      <div role="status" aria-live="polite">
        {outcome &&
          (outcome.same ? (
            <p className="verify-ok">Arquivo íntegro: idêntico ao emitido por este site.</p>
          ) : (
            <p className="verify-bad">Não confere: o arquivo foi alterado ou não é o emitido.</p>
          ))}
      </div>
    </section>
  );
}
