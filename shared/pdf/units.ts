// Page geometry: millimetres to PDF points and the A4 portrait page.

const POINTS_PER_MM = 72 / 25.4;

/** Millimetres to points (1 pt = 1/72 in). */
export function mm(value: number): number {
  return value * POINTS_PER_MM;
}

/** A4 portrait, 210 × 297 mm, in points. */
export const A4_PORTRAIT = { width: mm(210), height: mm(297) } as const;
