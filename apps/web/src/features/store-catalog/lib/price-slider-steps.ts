/**
 * The price slider's keyboard steps over a range of whole prices. An arrow key moves one `step`
 * (fine enough to reach any round price); Page Up and Page Down move `pageStep`, about a tenth of
 * the range (WAI-ARIA APG slider pattern: a page is a larger jump), a multiple of `step` so the
 * thumb stays on the step grid, and never less than one step.
 */
export function priceSliderSteps(low: number, high: number): { step: number; pageStep: number } {
  const span = Math.max(0, high - low);
  const step = span > 2000 ? 10 : 1;
  const pageStep = Math.max(step, Math.round(span / 10 / step) * step);
  return { step, pageStep };
}
