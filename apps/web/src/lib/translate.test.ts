import { describe, expect, it } from 'vitest';
import { mergeTexts, translate } from './translate.ts';

const en = {
  nav: { wishlistCount: 'Wishlist ({{count}})', home: 'Home' },
  steps: ['Enter {{what}}', 'Check your inbox'],
  legal: { sections: [{ title: 'About {{brand}}', body: '{{brand}} sells devices.' }] },
  empty: '',
};
const ar = { nav: { home: 'الرئيسية' } };

describe('translate', () => {
  it('finds a nested key and fills its placeholders', () => {
    expect(translate([en], 'nav.wishlistCount', { count: 3 })).toBe('Wishlist (3)');
    expect(translate([en], 'nav.home')).toBe('Home');
  });

  it('falls back to the next language, then to the default value, then to the key', () => {
    expect(translate([ar, en], 'nav.home')).toBe('الرئيسية');
    expect(translate([ar, en], 'nav.wishlistCount', { count: '٣' })).toBe('Wishlist (٣)');
    expect(translate([ar, en], 'statuses.lost', { defaultValue: 'lost' })).toBe('lost');
    expect(translate([ar, en], 'statuses.lost')).toBe('statuses.lost');
  });

  it('answers a group whole, with its placeholders filled throughout', () => {
    expect(translate([en], 'steps', { what: 'your e-mail' })).toEqual(['Enter your e-mail', 'Check your inbox']);
    expect(translate([en], 'legal.sections', { brand: 'Alef' })).toEqual([
      { title: 'About Alef', body: 'Alef sells devices.' },
    ]);
  });

  it('says an empty text as it is; a placeholder given no option stays, one given none is left out', () => {
    expect(translate([en], 'empty', { defaultValue: 'x' })).toBe('');
    expect(translate([en], 'nav.wishlistCount')).toBe('Wishlist ({{count}})');
    expect(translate([en], 'nav.wishlistCount', { count: undefined })).toBe('Wishlist ()');
  });

  it('does not look into a text as if it were a group', () => {
    expect(translate([en], 'nav.home.more')).toBe('nav.home.more');
  });
});

describe('mergeTexts', () => {
  it('adds to the groups an earlier bundle began and replaces texts', () => {
    expect(
      mergeTexts({ a: { b: 'one', c: 'two' }, list: ['x'] }, { a: { c: 'three', d: 'four' }, list: ['y'] }),
    ).toEqual({
      a: { b: 'one', c: 'three', d: 'four' },
      list: ['y'],
    });
  });
});
