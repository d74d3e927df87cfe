// The resume photo before upload: JPEG or PNG only, a bound on the original's size, then drawn on a canvas at
// most 600 px on its longer side and sent as a JPEG (far under the 2 MB the server accepts).
import {
  CURRICULO_MESSAGES,
  FOTO_MAX_BYTES,
  FOTO_MAX_SIDE,
  FOTO_TIPOS,
} from '@shared/documents/curriculo/schema';
/** Originals above this are refused before decoding (a phone photo is 2–8 MB). */
export const FOTO_ORIGINAL_MAX_BYTES = 15 * 1024 * 1024;

export const FOTO_MESSAGES = {
  tipo: CURRICULO_MESSAGES.fotoInvalida,
  grande: 'A foto é grande demais: escolha uma imagem JPEG ou PNG de até 15 MB.',
  leitura: 'Não foi possível ler esta imagem. Escolha outra foto JPEG ou PNG.',
  envio: 'Falha ao enviar a foto. Tente novamente.',
} as const;

/** null when the file may be processed; otherwise the message to show. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(FOTO_TIPOS as readonly string[]).includes(file.type)) return FOTO_MESSAGES.tipo;
  if (file.size <= 0) return FOTO_MESSAGES.leitura;
  if (file.size > FOTO_ORIGINAL_MAX_BYTES) return FOTO_MESSAGES.grande;
  return null;
}

/** The picture's size once its longer side is at most `max` (never enlarged). */
export function scaledSize(width: number, height: number, max: number = FOTO_MAX_SIDE) {
  const longer = Math.max(width, height);
  if (longer <= max) return { width, height };
  const ratio = max / longer;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Decodes the file, draws it reduced on a white background (PNG transparency) and encodes a JPEG. */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(FOTO_MESSAGES.leitura);
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(FOTO_MESSAGES.leitura);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob) throw new Error(FOTO_MESSAGES.leitura);
    if (blob.size > FOTO_MAX_BYTES) throw new Error(FOTO_MESSAGES.tipo);
    return blob;
  } finally {
    bitmap.close();
  }
}
