import { describe, expect, it } from 'vitest';
import type { SurveyAnswerItem } from '../api/save-survey-answers';
import { SavedAnswers } from './saved-answers';

const item = (id: string, fields: Partial<SurveyAnswerItem> = {}): SurveyAnswerItem => ({
  Answer: '',
  DiagnosticId: id,
  InquiryId: '5',
  CustomerUserId: '3',
  IsCustomQuestion: 'false',
  ValueAnswer: '',
  CheckBoxOptions: '',
  ...fields,
});

describe('SavedAnswers', () => {
  it('finds the items that differ from the acknowledged ones, in any field the server stores', () => {
    const held = new SavedAnswers([item('1', { Answer: '3', ValueAnswer: '4' }), item('2'), item('3')]);
    expect(held.changed([item('1', { Answer: '3', ValueAnswer: '4' }), item('2'), item('3')])).toEqual([]);
    expect(
      held.changed([
        item('1', { Answer: '3', ValueAnswer: '5' }),
        item('2', { CheckBoxOptions: '["Email"]' }),
        item('3'),
      ]),
    ).toEqual([item('1', { Answer: '3', ValueAnswer: '5' }), item('2', { CheckBoxOptions: '["Email"]' })]);
  });

  it('tells a custom question from a diagnostic one with the same id', () => {
    const held = new SavedAnswers([item('7', { Answer: 'kept' })]);
    const custom = item('7', { Answer: 'kept', IsCustomQuestion: 'true' });
    expect(held.changed([custom])).toEqual([custom]);
  });

  it('does not count a kept document’s new link as a change', () => {
    const held = new SavedAnswers([item('9', { Answer: 'plan.pdf', DocumentUrl: '/api/files/9?sig=a' })]);
    expect(held.changed([item('9', { Answer: 'plan.pdf', DocumentUrl: '/api/files/9?sig=b' })])).toEqual([]);
  });

  it('holds what a save sent once acknowledged, not what was typed after it', () => {
    const held = new SavedAnswers([item('1')]);
    const sent = item('1', { Answer: 'sent' });
    held.acknowledge([sent]);
    expect(held.changed([sent])).toEqual([]);
    expect(held.changed([item('1', { Answer: 'typed later' })])).toHaveLength(1);
  });
});
