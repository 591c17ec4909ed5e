/** The specifications' validation wording (platform-administration.md §5), the same in every app and the API. */
export const VALIDATION_MESSAGES = {
  required: 'This field is mandatory',
  number: 'This field only contain number',
  url: 'Please enter a valid URL',
  email: 'Please enter a valid email',
  passwordsMismatch: 'Passwords do not match',
  passwordRule: 'Password must have at least 8 characters, a number, 1 upper, 1 lower & 1 special character',
  date: 'Please select a valid date',
} as const;

/** The password rule everywhere (decisions.md): at least 8 characters with a digit, an upper-case, a lower-case and a special character. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,}$/;
