import { describe, expect, it } from 'vitest';
import { scenariosLead } from './scenarios-lead';
import { wordsIn } from './test-fixtures';

const en = wordsIn('en');
const scenario = (LevelOfFocus: number) => ({ RecommendationDetails: `Scenario at ${LevelOfFocus}`, LevelOfFocus });

describe('scenariosLead', () => {
  it('counts the scenarios with the highest level of focus, as the sliders show it', () => {
    expect(scenariosLead([scenario(3), scenario(5), scenario(5), scenario(1)], en)).toBe(
      'Of 4 scenarios, 2 have the highest level of focus: 5 of 5.',
    );
    expect(scenariosLead([scenario(2), scenario(4), scenario(9)], en)).toBe(
      'Of 3 scenarios, 1 has the highest level of focus: 5 of 5.',
    );
  });

  it('words a single scenario, equal levels and an empty list', () => {
    expect(scenariosLead([scenario(4)], en)).toBe('One scenario, with a level of focus of 4 of 5.');
    expect(scenariosLead([scenario(3), scenario(3)], en)).toBe('All 2 scenarios have the same level of focus: 3 of 5.');
    expect(scenariosLead([], en)).toBeNull();
  });
});
