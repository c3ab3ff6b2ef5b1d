import { describe, expect, it } from 'vitest';
import { productTypes, typeRequirements } from '@iot/shared/products';
import { emptyProductForm, productBodyFromForm, productFormSchema, typeFields } from './product-form-values.ts';

const image = '/files/7dfd6228-47e4-43d9-83b2-ecad3046aabd';
const uuid = '2dcb760b-81af-421f-a6e1-551dd8dc2432';

describe('product form values', () => {
  it('shows every field the type requires', () => {
    for (const type of productTypes) expect(typeFields[type]).toEqual(expect.arrayContaining(typeRequirements[type]));
  });

  it('reports the SPEC §5 messages for an empty form, the first per field as the form shows it', () => {
    const result = productFormSchema.safeParse(emptyProductForm('device'));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      name: 'Name is required',
      code: 'Code is required',
      price: 'Price is required',
      images: 'Images field must have at least 1 items',
    });
  });

  it('asks a package for at least one included product', () => {
    const values = { ...emptyProductForm('package'), name: 'Kit', code: 'KIT-1', price: 10, images: [image] };
    const result = productFormSchema.safeParse(values);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['includes', 'At least 1 Included product is required'],
    ]);
  });

  it('refuses a negative price with the SPEC text', () => {
    const values = {
      ...emptyProductForm('integration'),
      name: 'API',
      code: 'API-1',
      price: -1,
      images: [image],
      platformType: 'cloud' as const,
    };
    expect(productFormSchema.safeParse(values).error?.issues[0]?.message).toBe(
      'Price Must Be Greater Than Or Equal To 0 $',
    );
  });

  it('clears the fields of other types before sending', () => {
    const values = {
      ...emptyProductForm('gateway'),
      name: 'GW',
      code: 'GW-1',
      price: 10,
      images: [image],
      gatewayTypeId: uuid,
      deviceTypeId: uuid,
      includes: [{ productId: uuid, quantity: 2 }],
      communicationTypes: ['lorawan' as const],
    };
    const body = productBodyFromForm(values);
    expect(body.gatewayTypeId).toBe(uuid);
    expect(body.communicationTypes).toEqual(['lorawan']);
    expect(body.deviceTypeId).toBeNull();
    expect(body.includes).toEqual([]);
  });
});
