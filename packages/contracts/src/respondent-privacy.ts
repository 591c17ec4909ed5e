import type { Language } from './languages';

/**
 * What a respondent is told, before answering, about who sees their answers: the same sentences on the survey's
 * start screen and in the mails inviting them. `%{min}` is MIN_RESPONDENTS, filled by the API and the app from
 * the configured value. The organisation's admins never read one person's answers; the operator, who prepares the
 * results, is not "the organisation".
 */
export const RESPONDENT_PRIVACY: Record<Language, string> = {
  en: 'Your organisation sees results only for groups of at least %{min} people, and comments only once they are released, never with names. It never sees who answered what.',
  fr: 'Votre organisation ne voit les résultats que pour des groupes d’au moins %{min} personnes, et les commentaires seulement une fois diffusés, jamais avec les noms. Elle ne voit jamais qui a répondu quoi.',
  de: 'Ihre Organisation sieht Ergebnisse nur für Gruppen von mindestens %{min} Personen und Kommentare erst nach ihrer Freigabe, nie mit Namen. Wer was geantwortet hat, sieht sie nie.',
  es: 'Su organización solo ve resultados de grupos de al menos %{min} personas, y los comentarios solo una vez publicados, nunca con nombres. Nunca ve quién respondió qué.',
};
