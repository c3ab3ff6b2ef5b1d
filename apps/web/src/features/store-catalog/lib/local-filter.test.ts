import { describe, expect, it } from 'vitest';
import { matchesLocalFilter } from './local-filter.ts';

const tracker = { name: 'LoRaWAN Pallet Tracker', shortName: 'Pallet Tracker', code: 'TRK-LORA-300' };
const arabic = { name: 'متتبع المنصات لورا وان', shortName: 'متتبع المنصات', code: 'TRK-LORA-300' };

describe('matchesLocalFilter', () => {
  it('matches name, short name or code, ignoring case and surrounding spaces', () => {
    expect(matchesLocalFilter(tracker, '  lora ', 'en')).toBe(true);
    expect(matchesLocalFilter(tracker, 'trk-lora', 'en')).toBe(true);
    expect(matchesLocalFilter(tracker, 'smart lock', 'en')).toBe(false);
    expect(matchesLocalFilter(tracker, '', 'en')).toBe(true);
  });

  it('ignores Arabic diacritics and tatweel', () => {
    expect(matchesLocalFilter(arabic, 'مُتتبـع', 'ar')).toBe(true);
    expect(matchesLocalFilter(arabic, 'قفل', 'ar')).toBe(false);
  });
});
