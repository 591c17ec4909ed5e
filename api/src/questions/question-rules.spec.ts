import { CUSTOM_TYPES, DIAGNOSTIC_TYPES } from '@portal/contracts';
import { checkIntakeQuestion, checkQuestion, questionWire } from './question-rules';

const rating = {
  Area: 'Culture',
  Title: 'Shared values',
  Type: 'Rating',
  Description: 'Values guide decisions',
  RadioButtonOptions: ['1', '2', '3'],
};
const errorsOf = (r: ReturnType<typeof checkQuestion> | ReturnType<typeof checkIntakeQuestion>) =>
  r.ok ? [] : r.errors;

describe('checkQuestion', () => {
  it('requires Area, Title, Type and Description', () => {
    expect(errorsOf(checkQuestion({}, DIAGNOSTIC_TYPES))).toEqual([
      'Area: This field is mandatory',
      'Title: This field is mandatory',
      'Type: This field is mandatory',
      'Description: This field is mandatory',
    ]);
    expect(errorsOf(checkQuestion({ ...rating, Title: '   ', Description: 5 }, DIAGNOSTIC_TYPES))).toEqual([
      'Title: This field is mandatory',
      'Description: Must be text',
    ]);
  });

  it('refuses unknown areas and types, and types the caller does not admit', () => {
    expect(errorsOf(checkQuestion({ ...rating, Area: 'Finance' }, DIAGNOSTIC_TYPES))).toEqual([
      'Area: Choose one of Culture, People, Process, Structure, Other',
    ]);
    expect(errorsOf(checkQuestion({ ...rating, Area: 'Other', Type: 'Document' }, CUSTOM_TYPES))).toEqual([
      'Type: Choose one of Textbox, Rating, Checkbox, Enps',
    ]);
    expect(checkQuestion({ ...rating, Area: 'Other', Type: 'Document' }, DIAGNOSTIC_TYPES).ok).toBe(true);
  });

  it("admits an eNPS question in Other only, with none of the other types' fields", () => {
    const enps = {
      ...rating,
      Area: 'Other',
      Type: 'Enps',
      MaxLength: 50,
      RadioButtonOptions: ['1'],
      CheckBoxOptions: ['a'],
    };
    expect(checkQuestion(enps, CUSTOM_TYPES)).toMatchObject({
      ok: true,
      value: {
        type: 'Enps',
        area: 'Other',
        maxLength: null,
        validationRegex: null,
        ratingOptions: [],
        checkboxOptions: [],
      },
    });
    expect(errorsOf(checkQuestion({ ...enps, Area: 'People' }, DIAGNOSTIC_TYPES))).toEqual([
      'Type: A question in the People area must be of type Rating',
    ]);
  });

  it('forces Rating for an area other than Other', () => {
    expect(errorsOf(checkQuestion({ ...rating, Type: 'Checkbox', CheckBoxOptions: ['a'] }, DIAGNOSTIC_TYPES))).toEqual([
      'Type: A question in the Culture area must be of type Rating',
    ]);
  });

  it('gives a Textbox the default MaxLength 200 and requires one of the four regex choices', () => {
    const base = { ...rating, Area: 'Other', Type: 'Textbox', RadioButtonOptions: ['1'], CheckBoxOptions: ['x'] };
    const ok = checkQuestion({ ...base, ValidationRegex: 'Alphabet only' }, DIAGNOSTIC_TYPES);
    expect(ok).toEqual({
      ok: true,
      value: expect.objectContaining({
        maxLength: 200,
        validationRegex: 'Alphabet only',
        ratingOptions: [],
        checkboxOptions: [],
      }),
    });
    expect(checkQuestion({ ...base, MaxLength: 0, ValidationRegex: 'Number(s) only' }, DIAGNOSTIC_TYPES)).toMatchObject(
      { value: { maxLength: 200 } },
    );
    expect(
      checkQuestion({ ...base, MaxLength: '50', ValidationRegex: 'Alphanumeric only' }, DIAGNOSTIC_TYPES),
    ).toMatchObject({ value: { maxLength: 50 } });
    expect(errorsOf(checkQuestion({ ...base, MaxLength: 'ten' }, DIAGNOSTIC_TYPES))).toEqual([
      'MaxLength: This field only contain number',
      'ValidationRegex: This field is mandatory',
    ]);
    expect(errorsOf(checkQuestion({ ...base, MaxLength: -3, ValidationRegex: '^.*$' }, DIAGNOSTIC_TYPES))).toEqual([
      'MaxLength: This field only contain number',
      'ValidationRegex: Choose one of Alphabet only, Number(s) only, Alphanumeric only, Free text',
    ]);
    expect(
      errorsOf(checkQuestion({ ...base, MaxLength: 99999, ValidationRegex: 'Alphabet only' }, DIAGNOSTIC_TYPES)),
    ).toEqual(['MaxLength: At most 2000']);
    expect(checkQuestion({ ...base, MaxLength: 2000, ValidationRegex: 'Free text' }, DIAGNOSTIC_TYPES)).toMatchObject({
      value: { maxLength: 2000, validationRegex: 'Free text' },
    });
  });

  it('gives a custom Textbox Free text when no rule is sent, and ignores the options of a custom Rating', () => {
    const custom = { types: CUSTOM_TYPES, defaultRegex: 'Free text', ratingOptions: false };
    const text = { ...rating, Area: 'Other', Type: 'Textbox' };
    expect(checkQuestion(text, custom)).toMatchObject({ value: { validationRegex: 'Free text' } });
    expect(checkQuestion({ ...text, ValidationRegex: 'Number(s) only' }, custom)).toMatchObject({
      value: { validationRegex: 'Number(s) only' },
    });
    expect(errorsOf(checkQuestion({ ...text, ValidationRegex: 'Anything' }, custom))).toEqual([
      'ValidationRegex: Choose one of Alphabet only, Number(s) only, Alphanumeric only, Free text',
    ]);
    for (const RadioButtonOptions of [undefined, [], ['1', 'd', '1'], 'nonsense'])
      expect(checkQuestion({ ...rating, RadioButtonOptions }, custom)).toMatchObject({
        ok: true,
        value: { type: 'Rating', ratingOptions: [] },
      });
  });

  it('checks rating options: 1-6, digits only, no blanks, no repeats', () => {
    expect(
      checkQuestion(
        { ...rating, MaxLength: 40, ValidationRegex: 'Alphabet only', CheckBoxOptions: ['a'] },
        DIAGNOSTIC_TYPES,
      ),
    ).toEqual({
      ok: true,
      value: {
        title: 'Shared values',
        type: 'Rating',
        description: 'Values guide decisions',
        area: 'Culture',
        maxLength: null,
        validationRegex: null,
        ratingOptions: ['1', '2', '3'],
        checkboxOptions: [],
      },
    });
    const opts = (RadioButtonOptions: unknown) =>
      errorsOf(checkQuestion({ ...rating, RadioButtonOptions }, DIAGNOSTIC_TYPES));
    expect(opts(undefined)).toEqual(['RadioButtonOptions: This field is mandatory']);
    expect(opts([])).toEqual(['RadioButtonOptions: This field is mandatory']);
    expect(opts(['1', 'd'])).toEqual(['RadioButtonOptions: Remove Invalid rating option d to proceed']);
    expect(opts(['1', ' '])).toEqual(['RadioButtonOptions: Rating options must not be blank']);
    expect(opts(['1', '2', '1'])).toEqual(['RadioButtonOptions: Rating option 1 is repeated']);
    expect(opts(['1', '2', '3', '4', '5', '6', '7'])).toEqual([
      'RadioButtonOptions: You cannot add more than 6 options',
    ]);
    expect(opts('1,2')).toEqual(['RadioButtonOptions: Must be a list of options']);
    expect(opts([1, 2])).toEqual([]);
  });

  it('checks checkbox options: 1-6, no blanks, no repeats', () => {
    const box = { ...rating, Area: 'Other', Type: 'Checkbox', RadioButtonOptions: ['1'] };
    expect(checkQuestion({ ...box, CheckBoxOptions: [' Email ', 'Chat'] }, DIAGNOSTIC_TYPES)).toMatchObject({
      value: { checkboxOptions: ['Email', 'Chat'], ratingOptions: [], maxLength: null },
    });
    const opts = (CheckBoxOptions: unknown) => errorsOf(checkQuestion({ ...box, CheckBoxOptions }, DIAGNOSTIC_TYPES));
    expect(opts(['', ' '])).toEqual(['CheckBoxOptions: This field is mandatory']);
    expect(opts(['a', ''])).toEqual(['CheckBoxOptions: Checkbox options must not be blank']);
    expect(opts(['a', 'a'])).toEqual(['CheckBoxOptions: Checkbox option a is repeated']);
    expect(opts(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual(['CheckBoxOptions: You cannot add more than 6 options']);
  });

  it('drops every type-specific field from a Document question', () => {
    expect(
      checkQuestion(
        {
          ...rating,
          Area: 'Other',
          Type: 'Document',
          MaxLength: 5,
          ValidationRegex: 'Alphabet only',
          CheckBoxOptions: ['a'],
        },
        DIAGNOSTIC_TYPES,
      ),
    ).toMatchObject({ value: { maxLength: null, validationRegex: null, ratingOptions: [], checkboxOptions: [] } });
  });
});

describe('checkIntakeQuestion', () => {
  const intake = { Title: 'Main objective', Type: 'Textbox', Description: 'What should this decide?' };
  it('admits Textbox and Checkbox only', () => {
    expect(errorsOf(checkIntakeQuestion({ ...intake, Type: 'Rating' }))).toEqual([
      'Type: Choose one of Textbox, Checkbox',
    ]);
    expect(errorsOf(checkIntakeQuestion({}))).toEqual([
      'Title: This field is mandatory',
      'Type: This field is mandatory',
      'Description: This field is mandatory',
    ]);
  });
  it('defaults MaxLength to 200 for Textbox (0 = unset) and drops it for Checkbox', () => {
    expect(checkIntakeQuestion(intake)).toMatchObject({ value: { maxLength: 200 } });
    expect(checkIntakeQuestion({ ...intake, MaxLength: 0 })).toMatchObject({ value: { maxLength: 200 } });
    expect(checkIntakeQuestion({ ...intake, MaxLength: 80 })).toMatchObject({ value: { maxLength: 80 } });
    expect(errorsOf(checkIntakeQuestion({ ...intake, MaxLength: '8O' }))).toEqual([
      'MaxLength: This field only contain number',
    ]);
    expect(checkIntakeQuestion({ ...intake, Type: 'Checkbox', MaxLength: 'x' })).toMatchObject({
      value: { maxLength: null },
    });
  });
});

describe('questionWire', () => {
  it('shows only the fields of the type', () => {
    const stored = {
      title: 'T',
      type: 'Checkbox',
      description: 'D',
      area: 'Other',
      maxLength: 200,
      validationRegex: 'Alphabet only',
      ratingOptions: ['1'],
      checkboxOptions: ['a'],
    };
    expect(questionWire(stored)).toEqual({
      Title: 'T',
      Type: 'Checkbox',
      Description: 'D',
      Area: 'Other',
      MaxLength: null,
      ValidationRegex: null,
      RadioButtonOptions: [],
      CheckBoxOptions: ['a'],
    });
  });
});
