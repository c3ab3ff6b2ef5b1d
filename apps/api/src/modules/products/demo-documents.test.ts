import { describe, expect, it } from 'vitest';
import { sniff } from '../files/file-content.ts';
import { demoDocumentsFor, onePagePdf } from './demo-documents.ts';

describe('onePagePdf', () => {
  it('writes a PDF whose cross-reference table points at each object, with its text escaped', () => {
    const pdf = onePagePdf('Tracker (4G) - datasheet', ['Back\\slash', 'Arabic: قفل']);
    const text = pdf.toString('latin1');
    expect(sniff(pdf)).toBe('pdf');
    expect(text).toContain('(Tracker \\(4G\\) - datasheet) Tj');
    expect(text).toContain('(Back\\\\slash) Tj');
    expect(text).toContain('(Arabic: ---) Tj');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`));
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });
});

describe('demoDocumentsFor', () => {
  const base = {
    code: 'X-1',
    name: ['X', 'س'] as [string, string],
    summary: ['A thing.', 'شيء.'] as [string, string],
    warranty: 12,
  };
  it('documents hardware only, and certifies devices and gateways', () => {
    expect(demoDocumentsFor({ ...base, type: 'device' })).toMatchObject({
      documentations: [{ name: 'X-1 datasheet.pdf' }],
      certifications: [{ name: 'X-1 CE declaration.pdf' }],
    });
    expect(demoDocumentsFor({ ...base, type: 'accessory' })).toMatchObject({
      documentations: [{ name: 'X-1 datasheet.pdf' }],
      certifications: [],
    });
    expect(demoDocumentsFor({ ...base, type: 'subscription' })).toEqual({ documentations: [], certifications: [] });
  });
});
