import { describe, expect, it } from 'vitest';
import { fill, resolve } from './translate';

const en = {
  greet: 'Hello %{name}',
  forms_one: '%{count} form',
  forms_other: '%{count} forms',
  nested: { leaf: 'Leaf' },
};
const fr = { forms_one: '%{count} questionnaire', forms_other: '%{count} questionnaires' };

describe('fill', () => {
  it('puts params in their placeholders, shows null as nothing and leaves unknown names as written', () => {
    expect(fill('%{a} and %{b} and %{c}', { a: 1, b: null })).toBe('1 and  and %{c}');
  });
});

describe('resolve', () => {
  it('reads dotted keys and answers undefined for a missing key or catalogue', () => {
    expect(resolve(en, 'en', 'nested.leaf')).toBe('Leaf');
    expect(resolve(en, 'en', 'nested.none')).toBeUndefined();
    expect(resolve(undefined, 'fr', 'greet')).toBeUndefined();
  });

  it("picks the plural form by the language's rules", () => {
    expect(resolve(en, 'en', 'forms', { count: 0 })).toBe('0 forms');
    expect(resolve(en, 'en', 'forms', { count: 1 })).toBe('1 form');
    // French counts zero as singular.
    expect(resolve(fr, 'fr', 'forms', { count: 0 })).toBe('0 questionnaire');
    expect(resolve(fr, 'fr', 'forms', { count: 2 })).toBe('2 questionnaires');
  });

  it('reads a "many" count as "other" and a key without plural forms as it is', () => {
    expect(resolve(fr, 'fr', 'forms', { count: 1_000_000 })).toBe('1000000 questionnaires');
    expect(resolve(en, 'en', 'greet', { count: 3, name: 'Ann' })).toBe('Hello Ann');
  });
});
