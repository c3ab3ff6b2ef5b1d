import { describe, expect, it } from 'vitest';
import {
  languagesWith,
  missingName,
  pickTexts,
  readTexts,
  storedTexts,
  writeTexts,
  type TranslatableTexts,
} from './translatable-texts.ts';

type Texts = TranslatableTexts<{ name: string; description: string; faqs: string[] }>;

describe('translatable texts', () => {
  it('reads each field in the asked language, else English, else any language that has it', () => {
    const texts: Texts = { en: { name: 'Tracker', description: 'Rugged' }, ar: { name: 'متتبع', faqs: ['س'] } };
    expect(readTexts(texts, 'ar', ['name', 'description', 'faqs'])).toEqual({
      name: 'متتبع',
      description: 'Rugged',
      faqs: ['س'],
    });
    expect(readTexts(texts, 'en', ['name', 'description', 'faqs'])).toEqual({
      name: 'Tracker',
      description: 'Rugged',
      faqs: ['س'],
    });
  });

  it('shows a record created in Arabic with its Arabic texts in English', () => {
    expect(readTexts({ ar: { name: 'متتبع' } } as Texts, 'en', ['name', 'description'])).toEqual({
      name: 'متتبع',
      description: undefined,
    });
  });

  it('treats empty strings and lists as not translated', () => {
    expect(
      readTexts({ ar: { name: '', faqs: [] }, en: { name: 'Tracker', faqs: ['Q'] } } as Texts, 'ar', ['name', 'faqs']),
    ).toEqual({ name: 'Tracker', faqs: ['Q'] });
  });

  it('writes only the given fields of one language and leaves the other languages untouched', () => {
    const texts: Texts = { en: { name: 'Tracker', description: 'Rugged' }, ar: { name: 'متتبع' } };
    expect(writeTexts(texts, 'en', { name: 'Fleet tracker', description: undefined })).toEqual({
      en: { name: 'Fleet tracker', description: 'Rugged' },
      ar: { name: 'متتبع' },
    });
    expect(writeTexts(texts, 'ar', { description: 'متين' })).toEqual({
      en: { name: 'Tracker', description: 'Rugged' },
      ar: { name: 'متتبع', description: 'متين' },
    });
    expect(texts).toEqual({ en: { name: 'Tracker', description: 'Rugged' }, ar: { name: 'متتبع' } });
  });

  it('removes a language text written empty, so the fallback shows instead', () => {
    const texts: Texts = { en: { name: 'Tracker' }, ar: { name: 'متتبع', description: 'متين' } };
    expect(writeTexts(texts, 'ar', { description: '' })).toEqual({ en: { name: 'Tracker' }, ar: { name: 'متتبع' } });
    expect(writeTexts(texts, 'ar', { name: '', description: '' })).toEqual({ en: { name: 'Tracker' } });
  });

  it('reads one language as stored, null where not translated', () => {
    const texts: Texts = { en: { name: 'Tracker', description: '' } };
    expect(storedTexts(texts, 'en', ['name', 'description'])).toEqual({ name: 'Tracker', description: null });
    expect(storedTexts(texts, 'ar', ['name', 'faqs'])).toEqual({ name: null, faqs: null });
  });

  it('lists the languages a record is named in', () => {
    expect(languagesWith({ ar: { name: 'متتبع' }, en: { description: 'x' } } as Texts, 'name')).toEqual(['ar']);
  });

  it('asks for a name (SPEC §5) only when no language has one', () => {
    expect(missingName({ ar: { name: 'متتبع' } } as Texts, 'name', 'Name')).toBeUndefined();
    expect(missingName({ en: { name: '' }, ar: { description: 'x' } } as Texts, 'name', 'Name')).toEqual({
      name: 'Name is required',
    });
    expect(missingName({} as Texts, 'name', 'Title')).toEqual({ name: 'Title is required' });
  });
});

describe('pickTexts', () => {
  it('keeps the given fields of every language that has them, and drops languages left empty', () => {
    const texts: Texts = {
      en: { name: 'Sensor', description: '<p>Long</p>' },
      ar: { name: 'حساس', description: '' },
      fr: { description: '<p>Longue</p>' },
    };
    expect(pickTexts(texts, ['name'])).toEqual({ en: { name: 'Sensor' }, ar: { name: 'حساس' } });
  });
});
