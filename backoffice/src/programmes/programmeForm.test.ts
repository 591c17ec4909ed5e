import { describe, expect, it } from 'vitest';
import { bodyOf, emptyProgramme, refusalsOf, valuesOf } from './programmeForm';
import { programme } from './testKit';

describe('programme form', () => {
  it('places each refusal on its input, an intake refusal with its question, the rest for the toast', () => {
    const { fields, rest } = refusalsOf([
      'QuestionIds: Choose at least one question, or leave QuestionIds out for all',
      'IntakeAnswers: Are you a listed company?: This field is required',
      'Cadence: Must be one of Monthly, Quarterly, HalfYearly, Yearly',
      'Something else went wrong',
    ]);
    expect(fields).toEqual({
      QuestionIds: 'Choose at least one question, or leave QuestionIds out for all',
      Intake: expect.stringMatching(/^Are you a listed company\?: /),
      Cadence: 'Must be one of Monthly, Quarterly, HalfYearly, Yearly',
    });
    expect(rest).toEqual(['Something else went wrong']);
  });

  it('reads a stored programme back into the same body', () => {
    const stored = programme();
    expect(bodyOf(valuesOf(stored), [5])).toEqual({
      Name: stored.Name,
      InquiryTypeId: 2,
      QuestionIds: [11, 12],
      AudienceAttribute: 'Department',
      AudienceValue: 'Sales',
      Cadence: 'Quarterly',
      DaysOpen: 14,
      StartDate: '2027-01-31T09:00',
      TimeZone: 'Europe/Brussels',
      IntakeAnswers: [{ IntakeId: 5, Answer: 'yes' }],
    });
  });

  it('sends everyone and every question by leaving them out', () => {
    const body = bodyOf({ ...emptyProgramme(), InquiryTypeId: 2, StartDate: '2027-01-01' }, []);
    expect(body).not.toHaveProperty('QuestionIds');
    expect(body).not.toHaveProperty('AudienceAttribute');
    expect(body.StartDate).toBe('2027-01-01T09:00');
  });
});
