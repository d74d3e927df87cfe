// `curriculo-layout-sample`: the sample resume (fictitious data and photo) in one layout, "PRÉVIA" across it:
// the full PDF behind the Layouts page's pictures, for anyone, signed in or not. Its own module, so only that
// route's bundle carries the sample and its photo.
import { curriculoExemplo, layoutSampleOptions } from '@shared/documents/curriculo/fixtures';
import type { LayoutId } from '@shared/documents/curriculo/schema';
import { loadPdfEngine } from '../pdf-engine/load';

/** One render per layout and container: the sample never changes while the code does not. */
const samples = new Map<LayoutId, Promise<Uint8Array>>();

export function curriculoLayoutSample(layout: LayoutId): Promise<Uint8Array> {
  let sample = samples.get(layout);
  if (!sample) {
    sample = loadPdfEngine().then(({ renderCurriculoPdf }) =>
      renderCurriculoPdf(curriculoExemplo, layoutSampleOptions(layout)),
    );
    // A failed render is tried again by the next request, not remembered.
    sample.catch(() => samples.delete(layout));
    samples.set(layout, sample);
  }
  return sample;
}
