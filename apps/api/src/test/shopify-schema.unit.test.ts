import { type GraphQLSchema, parse, validate } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { describe, expect, it } from 'vitest';
import { SHOPIFY_DOCUMENTS } from '../channels/shopify/shopify.operations';
import { productSetInput } from '../channels/shopify/shopify.shapes';
import { shopifySchema } from './fake-shopify';

/** The variables of `document` coerced by `schema`'s rules: errors when a name or type is wrong. */
function variableErrors(schema: GraphQLSchema, document: string, variables: Record<string, unknown>) {
  const operation = parse(document).definitions[0]!;
  if (operation.kind !== 'OperationDefinition') throw new Error('not an operation');
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  return (result.errors ?? []).map((e) => e.message);
}

describe("our Shopify documents against the copy of Shopify's Admin schema (2025-01)", () => {
  const schema = shopifySchema();

  it.each(Object.entries(SHOPIFY_DOCUMENTS))('%s validates', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });

  it('refuses a document with a field Shopify does not have (the check works)', () => {
    const typo = SHOPIFY_DOCUMENTS.shop.replace('currencyCode', 'currency');
    expect(validate(schema, parse(typo)).map((e) => e.message)).toEqual([
      'Cannot query field "currency" on type "Shop". Did you mean "currencyCode"?',
    ]);
  });

  it('accepts the productSet input we build, for a new product and an update in place', () => {
    const fields = {
      title: 'Kit',
      descriptionHtml: '<p>Kit</p>',
      vendor: 'Hobby',
      productType: 'Paint by numbers',
      tags: ['a', 'b'],
      pictureUrls: ['https://example.com/media/1.jpg'],
      sku: 'GX001',
      price: '12.90',
      quantity: 5,
      locationId: 'gid://shopify/Location/1',
    };
    expect(variableErrors(schema, SHOPIFY_DOCUMENTS.productSet, { input: productSetInput(fields) })).toEqual(
      [],
    );
    const update = productSetInput({
      ...fields,
      productId: 'gid://shopify/Product/1',
      variantId: 'gid://shopify/ProductVariant/2',
    });
    expect(variableErrors(schema, SHOPIFY_DOCUMENTS.productSet, { input: update })).toEqual([]);
    expect(
      variableErrors(schema, SHOPIFY_DOCUMENTS.productSet, { input: { ...update, sku: 'x' } }),
    ).not.toEqual([]);
  });

  it('accepts the inventory and orders variables we send', () => {
    const input = {
      name: 'available',
      reason: 'correction',
      ignoreCompareQuantity: true,
      quantities: [
        {
          inventoryItemId: 'gid://shopify/InventoryItem/1',
          locationId: 'gid://shopify/Location/1',
          quantity: 3,
        },
      ],
    };
    expect(variableErrors(schema, SHOPIFY_DOCUMENTS.inventorySetQuantities, { input })).toEqual([]);
    expect(
      variableErrors(schema, SHOPIFY_DOCUMENTS.orders, {
        first: 50,
        after: null,
        query: 'financial_status:paid',
      }),
    ).toEqual([]);
  });
});
