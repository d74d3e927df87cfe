// The Layouts page's committed pictures are what the renderer draws today: a change to a layout or to the
// sample fails here until `npm run layouts:pictures` has drawn them again.
import { readFile } from 'node:fs/promises';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { LAYOUT_IDS } from '../schema';
import { drawLayoutPicture, layoutPictureFile } from './generate-layout-pictures';

/** Side of the squares compared, in pixels: about one line of text's height at 840 px wide. */
const BLOCK = 8;
/**
 * The largest mean difference of grey level (0-255) in one square. WebP's compression leaves at most 9 on these
 * pictures; one changed word (the sample's age a year later) gives 25 to 58.
 */
const MAX_BLOCK_DIFFERENCE = 16;

function greys(canvas: Canvas): Float32Array {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const grey = new Float32Array(data.length / 4);
  for (let i = 0; i < grey.length; i++) grey[i] = (data[4 * i]! + data[4 * i + 1]! + data[4 * i + 2]!) / 3;
  return grey;
}

/** The largest mean absolute difference of grey level over the squares of side BLOCK. */
function largestBlockDifference(a: Canvas, b: Canvas): number {
  const [ga, gb] = [greys(a), greys(b)];
  let largest = 0;
  for (let top = 0; top < a.height; top += BLOCK) {
    for (let left = 0; left < a.width; left += BLOCK) {
      let sum = 0;
      let count = 0;
      for (let y = top; y < Math.min(a.height, top + BLOCK); y++) {
        for (let x = left; x < Math.min(a.width, left + BLOCK); x++) {
          sum += Math.abs(ga[y * a.width + x]! - gb[y * a.width + x]!);
          count++;
        }
      }
      largest = Math.max(largest, sum / count);
    }
  }
  return largest;
}

async function committedPicture(file: URL): Promise<Canvas> {
  const image = await loadImage(await readFile(file));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas;
}

describe('the Layouts page pictures', () => {
  it.each(LAYOUT_IDS)(
    '%s matches the renderer (run `npm run layouts:pictures` after a change)',
    async (layout) => {
      // Prepare
      const committed = await committedPicture(layoutPictureFile(layout));

      // Act
      const drawn = await drawLayoutPicture(layout);

      // Assess
      expect([committed.width, committed.height]).toEqual([drawn.width, drawn.height]);
      expect(largestBlockDifference(committed, drawn)).toBeLessThan(MAX_BLOCK_DIFFERENCE);
    },
  );
});
