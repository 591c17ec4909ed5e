import { describe, expect, it } from 'vitest';
import { i18n, loadAllTexts } from '../../../../lib/i18n';
import { areasLead } from './areas-lead';
import { analysis, areaGroup, ipaItem, wordsIn } from './test-fixtures';

const en = wordsIn('en');

describe('areasLead (the overview tiles)', () => {
  it('names the lowest and highest area with the tiles’ figures', () => {
    const ipa = analysis(
      [ipaItem({})],
      [areaGroup('Structure', 3.1), areaGroup('People', 3.8), areaGroup('Process', 2.6), areaGroup('Culture', 3.45)],
    );
    expect(areasLead(ipa, en)).toBe('Performance is lowest in Process (2.60 of 5) and highest in People (3.80).');
  });

  it('rounds as every view does (2.675 reads 2.68): areas printed alike tie, named in the tiles’ order', () => {
    const ipa = analysis(
      [ipaItem({})],
      [
        areaGroup('Structure', 2.675),
        areaGroup('People', 4.1),
        areaGroup('Process', 2.6750000001),
        areaGroup('Culture', 4.1),
      ],
    );
    expect(areasLead(ipa, en)).toBe(
      'Performance is lowest in Process and Structure (2.68 of 5) and highest in Culture and People (4.10).',
    );
  });

  it('leaves out an area without figures, and says so when only one has them', () => {
    const ipa = analysis([ipaItem({})], [areaGroup('Structure', null), areaGroup('Culture', 3.2)]);
    expect(areasLead(ipa, en)).toBe('Only Culture has figures so far: performance 3.20 of 5.');
  });

  it('says every area is alike rather than naming one lowest and highest', () => {
    const ipa = analysis([ipaItem({})], [areaGroup('Structure', 3), areaGroup('Culture', 3)]);
    expect(areasLead(ipa, en)).toBe('Every area has the same performance: 3.00 of 5.');
  });

  it('claims nothing while the figures are withheld or unpublished', () => {
    expect(areasLead(undefined, en)).toBeNull();
    const gated = analysis([], [areaGroup('Structure', null), areaGroup('Culture', null)]);
    expect(areasLead(gated, en)).toBe('Not enough answers yet: no area has figures.');
  });

  it('speaks French with French numbers and area names', async () => {
    await i18n.changeLanguage('fr');
    await loadAllTexts();
    const ipa = analysis([ipaItem({})], [areaGroup('People', 3.8), areaGroup('Process', 2.6)]);
    expect(areasLead(ipa, wordsIn('fr'))).toBe(
      'La performance est la plus basse pour Processus (2,60 sur 5) et la plus haute pour Personnes (3,80).',
    );
  });
});
