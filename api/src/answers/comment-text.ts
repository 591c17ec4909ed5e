/**
 * Which stored text answers count as comments. Empty and whitespace-only answers are not comments,
 * and neither are the placeholders people type into a mandatory text box ("NA", "n/a", "-", "none").
 * Everything else is a comment, whatever it contains (emoji, HTML, script text): it is analysed and
 * later shown as text, never as markup.
 */
const PLACEHOLDERS = new Set([
  'na',
  'n/a',
  'n.a.',
  'n.a',
  'nil',
  'none',
  '-',
  '--',
  '.',
  '...',
  'no',
  'nothing',
  'no comment',
  'no comments',
  'keine',
  'rien',
  'nada',
  'ninguno',
]);

export function isComment(text: string | null | undefined): text is string {
  if (text === null || text === undefined) return false;
  const t = text.trim().toLowerCase();
  return t.length > 0 && !PLACEHOLDERS.has(t);
}
