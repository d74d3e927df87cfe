// "Foto (opcional)": choose a JPEG or PNG, see it reduced to at most 600 px and sent straight to storage
// through a presigned upload; the thumbnail shows it; "Remover foto" takes it off the resume.
import { useEffect, useId, useRef, useState } from 'react';
import { useApi } from '@/lib/app-services';
import { uploadPhoto } from '../api/curriculo-api';
import { fieldElementId } from '../curriculo-form';
import { downscalePhoto, FOTO_MESSAGES, photoFileProblem } from '../photo';

export interface PhotoFieldProps {
  fotoKey: string;
  fotoNome: string;
  /** A short-lived link to the stored photo (from `curriculo-get`), for the thumbnail. */
  storedUrl: string | null;
  disabled?: boolean;
  onChange: (patch: { foto_key: string; foto_nome: string }) => void;
}

type Upload = { kind: 'idle' } | { kind: 'working' } | { kind: 'error'; message: string };

export function PhotoField({ fotoKey, fotoNome, storedUrl, disabled = false, onChange }: PhotoFieldProps) {
  const api = useApi();
  const inputId = fieldElementId('foto');
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  const [localUrl, setLocalUrl] = useState<string | null>(null);

  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setUpload({ kind: 'error', message: problem });
      return;
    }
    setUpload({ kind: 'working' });
    try {
      const reduced = await downscalePhoto(file);
      const key = await uploadPhoto(api, reduced);
      setLocalUrl(URL.createObjectURL(reduced));
      onChange({ foto_key: key, foto_nome: file.name.slice(0, 200) });
      setUpload({ kind: 'idle' });
    } catch (err) {
      const message =
        err instanceof Error && Object.values(FOTO_MESSAGES).includes(err.message as never)
          ? err.message
          : FOTO_MESSAGES.envio;
      setUpload({ kind: 'error', message });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function remove() {
    setLocalUrl(null);
    setUpload({ kind: 'idle' });
    onChange({ foto_key: '', foto_nome: '' });
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  const shown = fotoKey ? (localUrl ?? storedUrl) : null;

  return (
    <div className="field cv-photo">
      <span className="cv-photo-label" id={`${inputId}-label`}>
        Foto (opcional)
      </span>
      <div className="cv-photo-row">
        <div className="cv-photo-thumb">
          {shown ? (
            <img src={shown} alt="Sua foto no currículo" />
          ) : (
            <span aria-hidden="true" className="cv-photo-empty">
              {fotoKey ? 'Foto salva' : 'Sem foto'}
            </span>
          )}
        </div>
        <div className="cv-photo-actions">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={disabled || upload.kind === 'working'}
            aria-describedby={statusId}
            onClick={() => inputRef.current?.click()}
          >
            {fotoKey ? 'Trocar foto' : 'Escolher foto'}
          </button>
          {/* Hidden: the button opens it; Enter-to-next-field skips it. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            hidden
            aria-labelledby={`${inputId}-label`}
            disabled={disabled || upload.kind === 'working'}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {fotoKey && (
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={disabled || upload.kind === 'working'}
              onClick={remove}
            >
              Remover foto
            </button>
          )}
        </div>
      </div>
      <p id={statusId} className="field-status" aria-live="polite">
        {upload.kind === 'working' && 'Enviando foto...'}
        {upload.kind === 'error' && <span className="field-error">{upload.message}</span>}
        {upload.kind === 'idle' &&
          (fotoKey ? (
            <span className="field-hint">{fotoNome || 'Foto enviada'}</span>
          ) : (
            <span className="field-hint">
              JPEG ou PNG. Fotos grandes são reduzidas antes do envio. Aparece nos modelos com foto.
            </span>
          ))}
      </p>
    </div>
  );
}
