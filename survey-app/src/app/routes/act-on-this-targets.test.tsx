import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { structureViolations } from '../../test/axe';
import { FeatureSlotsProvider, type ActTarget } from '../../components/feature-slots';
import { ConcentrateHereList } from '../../features/insights/components/ipa-tables';

// What each insight hands "Act on this": the slot here writes the target out instead of opening the form.
const slots = { actOnThis: (target: ActTarget) => <output>{JSON.stringify(target)}</output> };

const ranked = (Id: number, IsCustomQuestion: boolean, Title: string) => ({
  Rank: Id,
  Key: `${IsCustomQuestion ? 'c' : 'd'}:${Id}`,
  Id,
  IsCustomQuestion,
  Title,
  Area: 'Culture' as const,
  Gap: 1.2,
  MeanPerformance: 2.5,
  MeanImportance: 3.7,
});

describe('Act on this beside a "Concentrate here" item', () => {
  it('targets a library question and its area; a custom question (no trend follows it) only its area', async () => {
    render(
      <FeatureSlotsProvider slots={slots}>
        <ConcentrateHereList
          caption="Ranked"
          items={[ranked(12, false, 'Leaders explain decisions'), ranked(3, true, 'Our own question')]}
        />
      </FeatureSlotsProvider>,
    );
    const targets = screen.getAllByRole('status').map((o) => JSON.parse(o.textContent ?? ''));
    expect(targets).toEqual([
      { origin: 'Item', title: 'Leaders explain decisions', questionIds: [12], areas: ['Culture'], short: true },
      { origin: 'Item', title: 'Our own question', questionIds: [], areas: ['Culture'], short: true },
    ]);
    // Beside the rank: the row header stays the question alone.
    expect(screen.getByRole('rowheader', { name: 'Leaders explain decisions' })).toBeTruthy();
    expect(await structureViolations()).toEqual([]);
  });

  it('is not there when the route offers none', () => {
    render(<ConcentrateHereList caption="Ranked" items={[ranked(12, false, 'Leaders explain decisions')]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
