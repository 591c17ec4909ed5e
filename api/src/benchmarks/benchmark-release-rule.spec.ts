import { mayRelease, mayShow, poolChanges, PoolMember } from './benchmark-release-rule';

const m = (customerId: number, inquiryId = customerId * 10, forms = 6): PoolMember => ({
  customerId,
  inquiryId,
  forms,
});
const five = [1, 2, 3, 4, 5].map((id) => m(id));

describe('benchmark release rule', () => {
  it('makes the first release only once BENCHMARK_MIN_ORGS organisations qualify', () => {
    expect(mayRelease(null, five.slice(0, 4), 5)).toBe(false);
    expect(mayRelease(null, five, 5)).toBe(true);
  });

  it('never lets one organisation joining, leaving or adding forms change a shown pool', () => {
    expect(mayRelease(five, [...five, m(6)], 5)).toBe(false);
    expect(mayRelease([...five, m(6)], five, 5)).toBe(false);
    expect(mayRelease(five, [...five.slice(0, 4), m(5, 50, 11)], 5)).toBe(false);
    expect(mayRelease(five, [...five.slice(0, 4), m(5, 51)], 5)).toBe(false);
  });

  it('releases once at least BENCHMARK_MIN_ORGS members differ, and never below that many organisations', () => {
    const next = [...five, m(6), m(7), m(8), m(9), m(10)];
    expect(poolChanges(five, next)).toBe(5);
    expect(mayRelease(five, next, 5)).toBe(true);
    expect(mayRelease(five, [m(6), m(7), m(8), m(9)], 5)).toBe(false);
  });

  it('withholds a released pool as soon as a member declines or is excluded', () => {
    expect(mayShow(five, new Set([1, 2, 3, 4, 5, 6]), 5)).toBe(true);
    expect(mayShow(five, new Set([1, 2, 3, 4]), 5)).toBe(false);
  });
});
