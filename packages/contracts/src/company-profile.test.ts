import { describe, expect, it } from 'vitest';
import { parseWholeAmount } from './company-profile';

describe('parseWholeAmount', () => {
  it.each([
    ['2500000', '2500000'],
    ['2,500,000', '2500000'],
    ['2 500 000', '2500000'],
    ['2\u202f500\u202f000', '2500000'],
    ['2.500.000', '2500000'],
    ["2'500'000", '2500000'],
    ['300k', '300000'],
    ['300 K', '300000'],
    ['2.5m', '2500000'],
    ['2,5M', '2500000'],
    ['1.25mn', '1250000'],
    ['3bn', '3000000000'],
    ['0.5k', '500'],
    [' 0042 ', '42'],
    ['0', '0'],
  ])('reads %j as %s', (text, digits) => {
    expect(parseWholeAmount(text)).toBe(digits);
  });

  it.each([
    '',
    '2.5',
    '25,5',
    '2,50',
    '2,500.000',
    '2,5000',
    '1.2345k',
    '2.5x',
    '2.5 million',
    'm',
    '-300k',
    '1e6',
    'twelve',
    '1234567890123456',
  ])('refuses %j rather than guess', (text) => {
    expect(parseWholeAmount(text)).toBeNull();
  });
});
