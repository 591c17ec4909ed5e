import { Transform } from 'class-transformer';

/** Text fields: surrounding blanks are not content, so "   " counts as empty for the required rule. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Id fields may arrive as numbers or as digit strings (select values); blank means "not given". */
export const ToInt = () =>
  Transform(({ value }) => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return undefined;
      return /^-?\d+$/.test(text) ? Number(text) : value;
    }
    return value;
  });

/** Booleans sent as "true"/"false" strings are read as booleans; anything else is left for the validator to refuse. */
export const ToBoolean = () => Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** The line for an over-long text field (the specs give no wording for it). */
export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** Length limits: the specs' default for text inputs, and a bound for long texts (details). */
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
