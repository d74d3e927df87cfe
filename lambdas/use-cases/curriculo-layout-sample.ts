// `curriculo-layout-sample`: the sample resume (fictitious data and photo) in one layout with the default
// colours, "PRÉVIA" across it, so the Layouts page shows every model to anyone, signed in or not. Its own
// module, so only that route's bundle carries the sample and its photo.
import { curriculoExemplo, fotoExemplo } from '@shared/documents/curriculo/fixtures';
import { DEFAULT_LAYOUT_CONFIG, type LayoutId } from '@shared/documents/curriculo/schema';
import { loadPdfEngine } from '../pdf-engine/load';

/** One render per layout and container: the sample never changes while the code does not. */
const samples = new Map<LayoutId, Promise<Uint8Array>>();

export function curriculoLayoutSample(layout: LayoutId): Promise<Uint8Array> {
  let sample = samples.get(layout);
  if (!sample) {
    sample = loadPdfEngine().then(({ renderCurriculoPdf }) =>
      renderCurriculoPdf(curriculoExemplo, {
        layout,
        primaryColor: DEFAULT_LAYOUT_CONFIG.primaryColor,
        accentColor: DEFAULT_LAYOUT_CONFIG.accentColor,
        photo: fotoExemplo(),
        watermark: true,
        createdAt: new Date(0),
      }),
    );
    // A failed render is tried again by the next request, not remembered.
    sample.catch(() => samples.delete(layout));
    samples.set(layout, sample);
  }
  return sample;
}
