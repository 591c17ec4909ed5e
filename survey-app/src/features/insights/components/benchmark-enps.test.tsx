import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/set-language';
import type { BenchmarkEnps } from '../api/get-benchmark';
import { BenchmarkEnpsCard } from './benchmark-enps';

const own = {
  Id: 9,
  IsCustomQuestion: true,
  Title: 'How likely are you to recommend Northwind as a place to work?',
  N: 5,
  Promoters: 2,
  Passives: 1,
  Detractors: 2,
  Score: 0,
  Low: -78.4,
  High: 78.4,
  Withheld: false,
};
const shown: BenchmarkEnps = {
  Own: own,
  Benchmark: 24,
  Low: -9.8,
  High: 57.8,
  OrgCount: 5,
  Answers: 25,
  Needed: 0,
  State: 'shown',
  Message: null,
};

describe('the eNPS of the Benchmark tab', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("shows the organisation's eNPS beside the benchmark's, with the pool's organisations and answers", () => {
    render(<BenchmarkEnpsCard enps={shown} />);
    expect(screen.getByRole('heading', { name: 'eNPS against the benchmark' })).toBeTruthy();
    const values = [...document.querySelectorAll('dd')].map((d) => d.textContent);
    expect(values).toEqual([
      '0.0 (95% CI −78.4 to +78.4, N 5)',
      '+24.0 (95% CI −9.8 to +57.8, N 25) · 5 organisations, 25 answers',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says how many more organisations are needed when the pool is too small', () => {
    render(
      <BenchmarkEnpsCard
        enps={{
          ...shown,
          Benchmark: null,
          Low: null,
          High: null,
          OrgCount: 4,
          Answers: 20,
          Needed: 1,
          State: 'not-enough-organisations',
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Too few organisations of the benchmark ask the eNPS question: 1 more needed.',
    );
    expect([...document.querySelectorAll('dd')][1].textContent).toBe('no figure');
  });

  it('draws nothing when the inquiry asks no eNPS question', () => {
    const { container } = render(<BenchmarkEnpsCard enps={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('speaks German', async () => {
    await setLanguage('de');
    render(<BenchmarkEnpsCard enps={shown} />);
    expect(screen.getByRole('heading', { name: 'eNPS im Vergleich zum Benchmark' })).toBeTruthy();
    expect(screen.getByText(/5 Organisationen, 25 Antworten/)).toBeTruthy();
  });
});
