import { describe, expect, it } from 'vitest';
import { isBlankHtml, translationBody, valuesFromStored, type TranslationField } from './translation-values.ts';

const productFields: TranslationField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'shortName', label: 'Short name', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'rich' },
  { name: 'faqs', label: 'FAQs', kind: 'faqs' },
];

describe('translation values', () => {
  it('turns missing translations into empty inputs', () => {
    expect(valuesFromStored(productFields, { name: 'جهاز', shortName: null, description: null, faqs: null })).toEqual({
      name: 'جهاز',
      shortName: '',
      description: '',
      faqs: [],
    });
  });

  it('leaves untouched missing fields out of the body and sends what was typed', () => {
    const stored = { name: null, shortName: null, description: null, faqs: null };
    const values = { name: 'متتبع', shortName: '', description: '<p><br></p>', faqs: [] };
    expect(translationBody(productFields, values, stored)).toEqual({ name: 'متتبع' });
  });

  it('sends a cleared stored text so the server can refuse or store it', () => {
    const stored = {
      name: 'Tracker',
      shortName: 'Trk',
      description: '<p>x</p>',
      faqs: [{ question: 'q', answer: 'a' }],
    };
    const values = { name: '', shortName: 'Trk', description: '<p></p>', faqs: [] };
    expect(translationBody(productFields, values, stored)).toEqual({
      name: '',
      shortName: 'Trk',
      description: '',
      faqs: [],
    });
  });

  it('recognises blank rich text', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
