import { describe, expect, it } from 'vitest';
import { quoteInput } from './quote.schema.ts';

const a = '0b7a3c36-2d57-4a63-9a8e-3f2c1d4e5f60';
const b = '5f0e1d2c-3b4a-4968-8776-655443322110';

const issues = (input: unknown) => {
  const result = quoteInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('quoteInput', () => {
  it.each(['1', '', null, 1.5, 0, 101])(
    'refuses the quantity %j: a whole number from 1 to 100, not a string',
    (quantity) => {
      const result = quoteInput.safeParse({ lines: [{ productId: a, quantity }], country: 'FR' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['quantity_invalid']);
    },
  );

  it('merges a product given twice, summing its seats up to 100, with the deployment option if either asks for it', () => {
    const parsed = quoteInput.parse({
      lines: [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 1 },
        { productId: a, quantity: 3, deployment: true },
      ],
      country: ' fr ',
    });
    expect(parsed.lines).toEqual([
      { productId: a, quantity: 5, deployment: true },
      { productId: b, quantity: 1, deployment: false },
    ]);
    expect(parsed.country).toBe('FR');
    const capped = quoteInput.parse({
      lines: [
        { productId: a, quantity: 80 },
        { productId: a, quantity: 80 },
      ],
      country: 'FR',
    });
    expect(capped.lines).toEqual([{ productId: a, quantity: 100, deployment: false }]);
  });

  it('trims and upper-cases a promo code, and drops empty optional fields', () => {
    const parsed = quoteInput.parse({
      lines: [{ productId: a, quantity: 1 }],
      country: 'DE',
      vatId: '',
      promoCode: '  bienvenue-10 ',
    });
    expect(parsed.promoCode).toBe('BIENVENUE-10');
    expect(parsed.vatId).toBeUndefined();
    expect(quoteInput.parse({ lines: [{ productId: a, quantity: 1 }], country: 'DE', promoCode: ' ' }).promoCode).toBe(
      undefined,
    );
  });

  it('refuses bad lines, countries and codes with a message code per field', () => {
    expect(issues({ lines: [], country: 'FR' })).toEqual(['lines:lines_required']);
    expect(issues({ lines: [{ productId: a, quantity: 0 }], country: 'FR' })).toEqual([
      'lines.0.quantity:quantity_invalid',
    ]);
    expect(issues({ lines: [{ productId: a, quantity: 101 }], country: 'FR' })).toEqual([
      'lines.0.quantity:quantity_invalid',
    ]);
    expect(issues({ lines: [{ productId: 'x', quantity: 1 }], country: 'FR' })).toEqual([
      'lines.0.productId:product_invalid',
    ]);
    expect(issues({ lines: [{ productId: a, quantity: 1, deployment: 'on' }], country: 'FR' })).toEqual([
      'lines.0.deployment:deployment_invalid',
    ]);
    expect(issues({ lines: [{ productId: a, quantity: 1 }], country: 'XX' })).toEqual(['country:country_invalid']);
    expect(issues({ lines: [{ productId: a, quantity: 1 }], country: 'FR', promoCode: 'AB' })).toEqual([
      'promoCode:promo_code_invalid',
    ]);
    expect(issues({ lines: [{ productId: a, quantity: 1 }], country: 'FR', promoCode: 'NOËL' })).toEqual([
      'promoCode:promo_code_invalid',
    ]);
    expect(issues({ lines: [{ productId: a, quantity: 1 }], country: 'FR', vatId: 'X'.repeat(31) })).toEqual([
      'vatId:vat_id_invalid',
    ]);
    const tooMany = Array.from({ length: 51 }, () => ({ productId: a, quantity: 1 }));
    expect(issues({ lines: tooMany, country: 'FR' })).toEqual(['lines:too_many_lines']);
  });
});
