import { describe, expect, it } from 'vitest';
import {
  customQuestionPayload,
  intakePayload,
  maxLengthCell,
  questionPayload,
  validateOptions,
  withDefaultMaxLength,
} from './questionRules';

describe('questionPayload', () => {
  const base = {
    Title: ' T ',
    Description: 'D',
    Area: 'Other',
    MaxLength: 150,
    ValidationRegex: 'Alphabet only',
    RadioButtonOptions: ['1', '2'],
    CheckBoxOptions: ['a'],
  };

  it('keeps MaxLength and ValidationRegex for Textbox only, with empty option lists', () => {
    expect(questionPayload({ ...base, Type: 'Textbox' })).toEqual({
      Title: 'T',
      Type: 'Textbox',
      Description: 'D',
      Area: 'Other',
      MaxLength: 150,
      ValidationRegex: 'Alphabet only',
      RadioButtonOptions: [],
      CheckBoxOptions: [],
    });
  });

  it('keeps rating options for Rating and drops the textbox fields', () => {
    const payload = questionPayload({ ...base, Type: 'Rating' });
    expect(payload).toEqual({
      Title: 'T',
      Type: 'Rating',
      Description: 'D',
      Area: 'Other',
      RadioButtonOptions: ['1', '2'],
      CheckBoxOptions: [],
    });
  });

  it('sends no rating options for a custom Rating question', () => {
    expect(customQuestionPayload({ ...base, Type: 'Rating' })).toEqual({
      Title: 'T',
      Type: 'Rating',
      Description: 'D',
      Area: 'Other',
      RadioButtonOptions: [],
      CheckBoxOptions: [],
    });
    expect(customQuestionPayload({ ...base, Type: 'Textbox', ValidationRegex: 'Free text' })).toMatchObject({
      ValidationRegex: 'Free text',
      MaxLength: 150,
    });
  });

  it('keeps checkbox options for Checkbox only', () => {
    expect(questionPayload({ ...base, Type: 'Checkbox' })).toMatchObject({
      RadioButtonOptions: [],
      CheckBoxOptions: ['a'],
    });
    expect(questionPayload({ ...base, Type: 'Document' })).toMatchObject({
      RadioButtonOptions: [],
      CheckBoxOptions: [],
    });
  });

  it('drops MaxLength from intake Checkbox questions', () => {
    expect(intakePayload({ Title: 'T', Type: 'Checkbox', Description: 'D', MaxLength: 200 })).toEqual({
      Title: 'T',
      Type: 'Checkbox',
      Description: 'D',
    });
    expect(intakePayload({ Title: 'T', Type: 'Textbox', Description: 'D', MaxLength: '90' })).toMatchObject({
      MaxLength: 90,
    });
  });
});

describe('validateOptions', () => {
  it('needs at least one rating option and no blank one', () => {
    expect(validateOptions('Rating', [])).toBe('This field is mandatory');
    expect(validateOptions('Rating', ['1', ''])).toBe('This field is mandatory');
  });
  it('names an invalid rating option', () => {
    expect(validateOptions('Rating', ['1', 'x2'])).toBe('Failure: Remove Invalid rating option x2 to proceed');
  });
  it('refuses repeated rating options and accepts distinct digits', () => {
    expect(validateOptions('Rating', ['1', '1'])).toBeDefined();
    expect(validateOptions('Rating', ['1', '2', '10'])).toBeUndefined();
  });
  it('needs one non-blank checkbox option', () => {
    expect(validateOptions('Checkbox', ['', ' '])).toBe('This field is mandatory');
    expect(validateOptions('Checkbox', ['Yes'])).toBeUndefined();
  });
});

describe('MaxLength display', () => {
  it('shows a dash unless Textbox and treats 0 as unset', () => {
    expect(maxLengthCell({ Type: 'Rating', MaxLength: 200 })).toBe('-');
    expect(maxLengthCell({ Type: 'Textbox', MaxLength: 120 })).toBe('120');
    expect(withDefaultMaxLength({ MaxLength: 0 }).MaxLength).toBe(200);
  });
});
