import { render, screen } from '@testing-library/react';
import type { EnpsDto, TrendDto } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/set-language';
import { EnpsCard } from './enps-card';
import { EnpsTrend } from './enps-trend';

const figure = {
  Id: 9,
  IsCustomQuestion: true,
  Title: 'How likely are you to recommend Northwind as a place to work?',
  N: 10,
  Promoters: 5,
  Passives: 2,
  Detractors: 3,
  Score: 20,
  Low: -34,
  High: 74,
  Withheld: false,
};
const read = (questions: EnpsDto['Questions']) => ({ MinRespondents: 5, Questions: questions }) as unknown as EnpsDto;

describe('the eNPS card of the overview', () => {
  it('shows the score, its interval, N and the split in words', () => {
    render(<EnpsCard enps={read([figure])} />);
    expect(screen.getByRole('heading', { name: 'Employee Net Promoter Score (eNPS)' })).toBeTruthy();
    expect(screen.getByText(figure.Title)).toBeTruthy();
    expect(screen.getByText('+20.0')).toBeTruthy();
    expect(screen.getByText('95% CI −34.0 to +74.0')).toBeTruthy();
    expect(screen.getByText('· N = 10')).toBeTruthy();
    const split = screen.getByRole('list', { name: 'Split of the answers' });
    expect([...split.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Detractors (0–6): 3 (30%)',
      'Passives (7–8): 2 (20%)',
      'Promoters (9–10): 5 (50%)',
    ]);
  });

  it('says why there is no figure when it is withheld', () => {
    render(
      <EnpsCard
        enps={read([
          {
            ...figure,
            Promoters: null,
            Passives: null,
            Detractors: null,
            Score: null,
            Low: null,
            High: null,
            Withheld: true,
          },
        ])}
      />,
    );
    expect(screen.getByText('Not enough answers to show the eNPS (at least 5 needed).')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws nothing when the inquiry asks no eNPS question', () => {
    const { container } = render(<EnpsCard enps={read([])} />);
    expect(container.innerHTML).toBe('');
  });

  it('writes the figures in the reader’s language', async () => {
    try {
      await setLanguage('de');
      render(<EnpsCard enps={read([{ ...figure, Score: 28.6, Low: -23.3, High: 80.4 }])} />);
      expect(screen.getByText('+28,6')).toBeTruthy();
      expect(screen.getByText('95-%-KI −23,3 bis +80,4')).toBeTruthy();
      expect(screen.getByText('Kritiker (0–6): 3 (30 %)')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});

describe('eNPS per round on the trends', () => {
  const rounds = (enps: (typeof figure | null)[]) =>
    ({
      Rounds: enps.map((e, i) => ({
        InquiryId: i + 1,
        Description: `Round ${i + 1}`,
        ClosedAt: null,
        N: 10,
        HasFigures: true,
        Enps: e,
      })),
    }) as unknown as TrendDto;

  it('lists each round’s eNPS, and "no figure" for a round without', () => {
    render(<EnpsTrend data={rounds([figure, null])} />);
    expect(screen.getByRole('heading', { name: 'eNPS per round' })).toBeTruthy();
    expect(screen.getByText('+20.0 (95% CI −34.0 to +74.0, N 10)')).toBeTruthy();
    expect(screen.getByText('no figure')).toBeTruthy();
  });

  it('draws nothing when no round asks it', () => {
    const { container } = render(<EnpsTrend data={rounds([null, null])} />);
    expect(container.innerHTML).toBe('');
  });
});
