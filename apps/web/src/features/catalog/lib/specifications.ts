import type { ProductType } from '@iot/shared/products';
import type { StorefrontProduct } from '../../../api/products/product-queries.ts';

/**
 * Specifications by type (SPEC §3 Product): each type shows only the fields it uses, and only those with a
 * value. The values stay raw here (enum codes, months); the page words them in the UI language.
 */
export type Specification =
  | { field: 'deviceType' | 'gatewayType' | 'accessoryType'; kind: 'title'; title: string }
  | { field: 'communicationTypes'; kind: 'communication'; values: StorefrontProduct['communicationTypes'] }
  | { field: 'connectivityType'; kind: 'connectivity'; value: NonNullable<StorefrontProduct['connectivityType']> }
  | { field: 'platformType'; kind: 'platform'; value: NonNullable<StorefrontProduct['platformType']> }
  | { field: 'subscriptionType'; kind: 'subscription'; value: NonNullable<StorefrontProduct['subscriptionType']> }
  | { field: 'subscriptionPeriod'; kind: 'period'; value: NonNullable<StorefrontProduct['subscriptionPeriod']> }
  | {
      field: 'notificationPackageType';
      kind: 'notification';
      value: NonNullable<StorefrontProduct['notificationPackageType']>;
    }
  | { field: 'notificationLimit'; kind: 'limit'; limit: number | null }
  | { field: 'warrantyMonths'; kind: 'months'; months: number };

export type SpecificationField = Specification['field'];

export const specificationFieldsByType: Record<ProductType, readonly SpecificationField[]> = {
  device: ['deviceType', 'communicationTypes', 'connectivityType', 'warrantyMonths'],
  gateway: ['gatewayType', 'communicationTypes', 'connectivityType', 'warrantyMonths'],
  accessory: ['accessoryType', 'communicationTypes', 'connectivityType', 'warrantyMonths'],
  subscription: [
    'subscriptionType',
    'subscriptionPeriod',
    'platformType',
    'connectivityType',
    'communicationTypes',
    'notificationPackageType',
    'notificationLimit',
  ],
  integration: ['platformType', 'connectivityType'],
  package: ['warrantyMonths'],
};

function specificationOf(product: StorefrontProduct, field: SpecificationField): Specification | undefined {
  switch (field) {
    case 'deviceType':
    case 'gatewayType':
    case 'accessoryType': {
      const reference = product[field];
      return reference ? { field, kind: 'title', title: reference.title } : undefined;
    }
    case 'communicationTypes':
      return product.communicationTypes.length > 0
        ? { field, kind: 'communication', values: product.communicationTypes }
        : undefined;
    case 'connectivityType':
      return product.connectivityType ? { field, kind: 'connectivity', value: product.connectivityType } : undefined;
    case 'platformType':
      return product.platformType ? { field, kind: 'platform', value: product.platformType } : undefined;
    case 'subscriptionType':
      return product.subscriptionType ? { field, kind: 'subscription', value: product.subscriptionType } : undefined;
    case 'subscriptionPeriod':
      return product.subscriptionPeriod ? { field, kind: 'period', value: product.subscriptionPeriod } : undefined;
    case 'notificationPackageType':
      return product.notificationPackageType
        ? { field, kind: 'notification', value: product.notificationPackageType }
        : undefined;
    case 'notificationLimit':
      // SPEC §3: a notification package has a limit or is unlimited (null); without a package there is no limit to show.
      return product.notificationPackageType ? { field, kind: 'limit', limit: product.notificationLimit } : undefined;
    case 'warrantyMonths':
      return product.warrantyMonths > 0 ? { field, kind: 'months', months: product.warrantyMonths } : undefined;
  }
}

export function specificationsOf(product: StorefrontProduct): Specification[] {
  return specificationFieldsByType[product.type].flatMap((field) => specificationOf(product, field) ?? []);
}
