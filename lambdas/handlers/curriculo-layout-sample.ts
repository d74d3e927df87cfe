// GET curriculo-layout-sample?layout=…: the sample resume in one layout, watermarked, public (the Layouts
// page's pictures); the same bytes for everyone, so browsers may keep them for a day.
import { curriculoLayoutSampleQuery } from '@shared/api/curriculos';
import { binaryReply, definePublicHandler } from '../core/public-handler';
import { curriculoLayoutSample } from '../use-cases/curriculo-layout-sample';

export const handler = definePublicHandler({
  access: 'public',
  query: curriculoLayoutSampleQuery,
  async handle({ query }) {
    const bytes = await curriculoLayoutSample(query.layout);
    return binaryReply(bytes, 'application/pdf', {
      'content-disposition': `inline; filename="modelo-${query.layout}.pdf"`,
      'cache-control': 'public, max-age=86400',
    });
  },
});
