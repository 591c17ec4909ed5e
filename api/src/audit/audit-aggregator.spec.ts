import { AuditAggregator } from './audit-aggregator';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const entry = (ip: string) => ({ action: 'access.forbidden', outcome: 'refused' as const, ip, route: '/api/Customer' });

describe('AuditAggregator', () => {
  it('counts repeats within the window in one slot with first and last time, and starts a new one after it', () => {
    const agg = new AuditAggregator(60_000);
    agg.add(entry('a'), at(0));
    agg.add(entry('a'), at(30));
    agg.add(entry('b'), at(31));
    agg.add(entry('a'), at(61));
    const [first, other, later] = agg.claim();
    expect(first).toMatchObject({ count: 2, firstAt: at(0), lastAt: at(30) });
    expect(other).toMatchObject({ count: 1, entry: { ip: 'b' } });
    expect(later).toMatchObject({ count: 1, firstAt: at(61) });
  });

  it('hands a slot to one write at a time and back when its count grew meanwhile', () => {
    const agg = new AuditAggregator(60_000);
    agg.add(entry('a'), at(0));
    const [slot] = agg.claim();
    agg.add(entry('a'), at(1));
    expect(agg.claim()).toEqual([]);
    slot.written = 1;
    agg.release(slot);
    expect(agg.claim()).toEqual([slot]);
    slot.written = 2;
    agg.release(slot);
    expect(agg.pending).toBe(0);
  });

  it('keeps at most maxSlots events apart and counts the rest in one overflow slot, even without aggregation', () => {
    const agg = new AuditAggregator(0, 10);
    for (let i = 0; i < 1000; i++) agg.add(entry(`10.0.0.${i}`), at(1));
    const work = agg.claim();
    expect(work).toHaveLength(11);
    expect(work.at(-1)).toMatchObject({ entry: { action: 'audit.overflow' }, count: 990 });
  });
});
