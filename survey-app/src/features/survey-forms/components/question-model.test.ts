import { describe, expect, it } from 'vitest';
import type { SurveyAnswersViewDto, SurveyAnswerViewDto } from '@portal/contracts';
import { fromViewAnswers, groupByArea } from './question-model';

const item = (over: Partial<SurveyAnswerViewDto>): SurveyAnswerViewDto => ({
  Id: 1,
  Question: 'Q',
  Options: [],
  QuestionType: 'rating',
  Answer: null,
  ValueImportanceAnswer: null,
  MaxLength: null,
  ValidationRegex: null,
  CheckBoxOptions: [],
  DocumentName: null,
  DownloadLink: null,
  IsCustomQuestion: false,
  ...over,
});

const view: SurveyAnswersViewDto = {
  StructureArray: [],
  PeopleArray: [
    item({
      Id: 7,
      Question: 'Roles are clear',
      Options: ['1', '2', '3', '4', '5'],
      Answer: 0,
      ValueImportanceAnswer: 4,
    }),
  ],
  ProcessArray: [],
  CultureArray: [],
  OthersArray: [
    item({
      Id: 8,
      Question: 'Tools used',
      QuestionType: 'checkbox',
      Options: ['Excel', 'Jira'],
      CheckBoxOptions: ['Excel', 'Jira'],
      Answer: ['Jira'],
    }),
    item({ Id: 9, Question: 'Anything else?', QuestionType: 'textbox', MaxLength: 50, Answer: 'NA' }),
  ],
  Status: 'completed',
};

describe("the super admin's view of a respondent's answers", () => {
  it('reads the area arrays in form order, Others as the area Other, with the types of the contract', () => {
    const { questions, answers } = fromViewAnswers(view);
    expect(questions.map((q) => [q.area, q.type, q.title])).toEqual([
      ['People', 'Rating', 'Roles are clear'],
      ['Other', 'Checkbox', 'Tools used'],
      ['Other', 'Textbox', 'Anything else?'],
    ]);
    expect(groupByArea(questions).map((g) => g.name)).toEqual(['People', 'Others']);
    const [rating, checkbox, text] = questions;
    expect(answers[rating.id]).toMatchObject({ answer: 'DK', importance: '4' });
    expect(rating.ratingOptions).toEqual([]);
    expect(checkbox.checkboxOptions).toEqual(['Excel', 'Jira']);
    expect(answers[checkbox.id].checked).toEqual(['Jira']);
    expect(text.maxLength).toBe(50);
    expect(answers[text.id].answer).toBe('NA');
  });
});
