import { describe, expect, it } from 'vitest';
import { keepChangedTexts } from './changed-texts.ts';

const initial = { title: 'Mining', description: 'Sensors for pits.', name: 'Tracker', faqs: [{ question: 'Q', answer: 'A' }] };

describe('keepChangedTexts', () => {
  it('drops texts the administrator left as they were, keeping every other field', () => {
    const body = { name: 'Tracker', faqs: [{ question: 'Q', answer: 'A' }], price: 12 };
    expect(keepChangedTexts(body, initial, [['name'], ['faqs']])).toEqual({ price: 12 });
  });

  it('sends a text that changed, and only that one of separate groups', () => {
    const body = { name: 'Tracker 4G', faqs: [{ question: 'Q', answer: 'A' }], price: 12 };
    expect(keepChangedTexts(body, initial, [['name'], ['faqs']])).toEqual({ name: 'Tracker 4G', price: 12 });
  });

  it('notices a change deep inside a list', () => {
    const body = { faqs: [{ question: 'Q', answer: 'A, and more' }] };
    expect(keepChangedTexts(body, initial, [['faqs']])).toEqual(body);
  });

  it('sends a whole group when one of its fields changed', () => {
    const body = { title: 'Mining', description: 'Sensors for pits and conveyors.', active: true };
    expect(keepChangedTexts(body, initial, [['title', 'description']])).toEqual(body);
    expect(keepChangedTexts({ title: 'Mining', description: 'Sensors for pits.', active: true }, initial, [['title', 'description']])).toEqual({ active: true });
  });
});
