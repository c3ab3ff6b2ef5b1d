import { describe, expect, it } from 'vitest';
import type { MarketingItem } from '@iot/shared/marketing';
import { toLocalInput } from '../../../lib/datetime-local.ts';
import { marketingBodyFromForm, marketingFormFromItem, marketingFormSchema } from './marketing-form-values.ts';

const ad: MarketingItem = {
  _id: 'a1',
  kind: 'ads',
  title: 'Sale (English fallback)',
  subTitle: '',
  description: '',
  image: '/files/1',
  link: '/products',
  position: 'left',
  sortOrder: 2,
  active: true,
  placement: 'home-top',
  startsAt: '2026-01-01T10:00:00.000Z',
  endsAt: null,
  languages: ['en'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const errorsOf = (values: object, titleRequired = true) => {
  const result = marketingFormSchema(titleRequired).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('marketing form values', () => {
  it('starts an edit from the texts stored in its language, not the fallback', () => {
    const values = marketingFormFromItem(ad, { title: null });
    expect(values).toMatchObject({ title: '', placement: 'home-top', sortOrder: 2, endsAt: '' });
    expect(values.startsAt).toBe(toLocalInput(ad.startsAt));
    expect(marketingFormFromItem(undefined)).toMatchObject({
      title: '',
      image: null,
      active: true,
      placement: 'home-bottom',
    });
  });

  it('sends a slider its texts and position, an ad its placement and window', () => {
    const slider = {
      ...marketingFormFromItem(undefined),
      title: 'Spring',
      subTitle: 'Sub',
      image: '/files/2',
      position: 'center' as const,
    };
    expect(marketingBodyFromForm('sliders', slider, false)).toEqual({
      title: 'Spring',
      subTitle: 'Sub',
      description: '',
      image: '/files/2',
      link: '',
      sortOrder: 0,
      active: true,
      position: 'center',
    });
    const edited = marketingFormFromItem(ad, { title: null });
    expect(marketingBodyFromForm('ads', edited, true)).toEqual({
      image: '/files/1',
      link: '/products',
      sortOrder: 2,
      active: true,
      placement: 'home-top',
      startsAt: ad.startsAt,
      endsAt: null,
    });
  });

  it('refuses a missing image, a bad link and an end before the start with the SPEC texts', () => {
    const values = {
      ...marketingFormFromItem(undefined),
      title: 'x',
      link: 'javascript:alert(1)',
      startsAt: '2026-02-02T10:00',
      endsAt: '2026-02-01T10:00',
    };
    expect(errorsOf(values)).toEqual({
      image: 'Image is required',
      link: 'Invalid URL',
      endsAt: 'End date is invalid',
    });
    expect(errorsOf({ ...values, title: '', image: '/files/1', link: '', endsAt: '' })).toEqual({
      title: 'Title is required',
    });
    expect(errorsOf({ ...values, title: '', image: '/files/1', link: '', endsAt: '' }, false)).toEqual({});
    expect(errorsOf({ ...values, image: '/files/1', link: '', endsAt: '', sortOrder: Number.NaN })).toEqual({
      sortOrder: 'Order is required',
    });
  });
});
