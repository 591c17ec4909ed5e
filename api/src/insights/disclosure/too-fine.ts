/**
 * Whether an attribute is too fine to be a dimension: most (more than half) of its real values hold fewer than
 * MIN_RESPONDENTS forms (an employee number). Rolling such an attribute up would leave one group or a
 * misleading "Other" holding nearly everyone, so it is refused outright.
 */
export function isTooFine(values: { value: string; forms: number }[], min: number): boolean {
  const real = values.filter((g) => g.value !== '' && g.forms > 0);
  return real.length > 1 && real.filter((g) => g.forms < min).length * 2 > real.length;
}
