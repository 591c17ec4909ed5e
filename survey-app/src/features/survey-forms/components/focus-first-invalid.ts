/**
 * Scrolls to and focuses the first of the given questions as the page shows them. The page groups questions by
 * area, so neither the API's order nor the ids' order is the order a respondent sees.
 */
export function focusFirstInvalid(questionIds: string[]): void {
  const first = questionIds
    .map((id) => document.getElementById(`question-${id}`))
    .filter((el): el is HTMLElement => el !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return;
  first.scrollIntoView({ behavior: 'smooth', block: 'center' });
  first.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}
