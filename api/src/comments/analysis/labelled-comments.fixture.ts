/**
 * A small hand-labelled set: each comment with the sign of its sentiment as a reader judges it
 * (+1, -1, 0 neutral, null for a language that is not scored) and the themes a reader finds in it.
 * The expected themes of the set are the ones shared by at least two comments.
 */
export interface LabelledComment {
  text: string;
  sign: 1 | -1 | 0 | null;
  themes: string[];
}

export const LABELLED_COMMENTS: LabelledComment[] = [
  { text: 'Too many meetings, and most of them are a waste of time.', sign: -1, themes: ['meetings'] },
  { text: 'The weekly meetings are long and badly prepared.', sign: -1, themes: ['meetings'] },
  { text: 'Pointless meetings every day, it is exhausting.', sign: -1, themes: ['meetings'] },
  { text: 'The approval process is slow and frustrating.', sign: -1, themes: ['approval process'] },
  { text: 'Every purchase waits weeks in the approval process — terrible.', sign: -1, themes: ['approval process'] },
  { text: 'Our approval process is painfully slow.', sign: -1, themes: ['approval process'] },
  { text: 'My team is great, everyone helps each other 😀', sign: 1, themes: ['team'] },
  { text: 'I love my team and the friendly atmosphere.', sign: 1, themes: ['team'] },
  { text: 'Great team spirit, excellent colleagues!', sign: 1, themes: ['team'] },
  { text: 'The training programme was excellent and very useful.', sign: 1, themes: ['training programme'] },
  { text: 'The new training programme is good, I learned a lot.', sign: 1, themes: ['training programme'] },
  { text: 'Les réunions sont trop longues et la communication est mauvaise.', sign: null, themes: [] },
  { text: 'Les réunions du lundi sont inutiles pour nous.', sign: null, themes: [] },
];
