import { describe, expect, it } from 'vitest';
import type { StorefrontProduct } from '../../../components/products/api/storefront-product-list.ts';
import { specificationsOf } from './specifications.ts';

const base: StorefrontProduct = {
  id: 'p1',
  name: 'Fleet Tracker 4G',
  shortName: 'Fleet Tracker',
  code: 'TRK-4G-100',
  price: 129,
  currency: 'USD',
  description: '',
  images: [],
  type: 'device',
  deviceType: { id: 'd1', title: 'GPS tracker' },
  gatewayType: { id: 'g1', title: 'Never shown on a device' },
  accessoryType: null,
  subscriptionType: 'platform',
  subscriptionPeriod: null,
  connectivityType: 'cellular',
  platformType: null,
  notificationPackageType: null,
  notificationLimit: null,
  communicationTypes: ['4g', 'bluetooth'],
  warrantyMonths: 24,
  stock: null,
  inStock: true,
  tags: [],
  applications: [],
  useCases: [],
  industries: [],
  documentations: [],
  certifications: [],
  faqs: [],
  relatedAccessories: [],
  similarProducts: [],
  similarPackages: [],
  includes: [],
  visible: true,
  languages: ['en'],
  createdAt: '',
  updatedAt: '',
};

describe('specificationsOf', () => {
  it('shows a device only the fields devices use, in order', () => {
    expect(specificationsOf(base).map((spec) => spec.field)).toEqual([
      'deviceType',
      'communicationTypes',
      'connectivityType',
      'warrantyMonths',
    ]);
  });

  it('leaves out empty values', () => {
    const fields = specificationsOf({ ...base, communicationTypes: [], warrantyMonths: 0, connectivityType: null }).map(
      (spec) => spec.field,
    );
    expect(fields).toEqual(['deviceType']);
  });

  it('shows a notification subscription as unlimited when it has no limit', () => {
    const specs = specificationsOf({
      ...base,
      type: 'subscription',
      subscriptionType: 'notifications',
      subscriptionPeriod: 'monthly',
      notificationPackageType: 'push',
      communicationTypes: [],
    });
    expect(specs.map((spec) => spec.field)).toEqual([
      'subscriptionType',
      'subscriptionPeriod',
      'connectivityType',
      'notificationPackageType',
      'notificationLimit',
    ]);
    expect(specs.at(-1)).toEqual({ field: 'notificationLimit', kind: 'limit', limit: null });
  });

  it('has no limit row for a subscription without a notification package', () => {
    const specs = specificationsOf({
      ...base,
      type: 'subscription',
      connectivityType: null,
      communicationTypes: [],
      notificationLimit: 500,
    });
    expect(specs.map((spec) => spec.field)).toEqual(['subscriptionType']);
  });
});
