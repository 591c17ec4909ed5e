import { describe, expect, it } from 'vitest';
import { areaArrayKey, areaGroupName, FORM_AREA_ORDER, isResultArea } from './survey-form';

describe('survey form groups', () => {
  it('orders the groups Structure, People, Process, Culture, Others', () => {
    expect(FORM_AREA_ORDER.map(areaGroupName)).toEqual(['Structure', 'People', 'Process', 'Culture', 'Others']);
  });

  it('names the area arrays of grouped responses', () => {
    expect(areaArrayKey('People')).toBe('PeopleArray');
    expect(areaArrayKey('Other')).toBe('OthersArray');
    expect(isResultArea('Culture')).toBe(true);
    expect(isResultArea('Other')).toBe(false);
  });
});
