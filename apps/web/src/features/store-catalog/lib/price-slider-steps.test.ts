import { describe, expect, it } from 'vitest';
import { priceSliderSteps } from './price-slider-steps.ts';

describe('priceSliderSteps', () => {
  it('pages a tenth of a wide range, on the $10 grid of its arrow steps', () => {
    expect(priceSliderSteps(0, 15_490)).toEqual({ step: 10, pageStep: 1_550 });
  });

  it('pages a tenth of a narrow range in whole prices', () => {
    expect(priceSliderSteps(20, 450)).toEqual({ step: 1, pageStep: 43 });
  });

  it('never pages less than one step', () => {
    expect(priceSliderSteps(10, 15)).toEqual({ step: 1, pageStep: 1 });
    expect(priceSliderSteps(7, 7)).toEqual({ step: 1, pageStep: 1 });
  });
});
