import type { Catalogue } from '../catalogue';

/** Enquêtes d’intégration et de départ (docs/features/lifecycle.md). */
export const lifecycleFrench: Catalogue = {
  title: 'Enquêtes d’arrivée et de départ',
  intro:
    'Une enquête d’intégration demande à chaque nouvelle personne comment s’est passé son début, quelques jours après son premier jour ; une enquête de départ demande à chaque partant ses raisons, le jour de son départ ou après. Les dates sont StartDate et EndDate de l’annuaire. Chaque personne est invitée une fois, et les réponses ne sont présentées que par trimestre, jamais par personne.',
  add: 'Nouvelle enquête d’arrivée ou de départ',
  createTitle: 'Nouvelle enquête d’arrivée ou de départ',
  editTitle: 'Modifier %{name}',
  editTitleBare: 'Modifier l’enquête d’arrivée ou de départ',
  intakeHelp: 'Donné à l’enquête de chaque trimestre, comme lorsque vous créez une enquête à la main.',
  name: 'Nom',
  nameHelp: 'L’enquête de chaque trimestre est décrite par ce nom et le trimestre',
  trigger: 'Type',
  triggers: { Onboarding: 'Intégration', Exit: 'Départ' },
  daysAfter: 'Jours après la date',
  daysAfterHelp:
    'Intégration : jours après la StartDate de la personne ; départ : jours après son EndDate. De 0 à 365.',
  daysAfterOf: {
    Onboarding: '%{smart_count} jour après l’arrivée |||| %{smart_count} jours après l’arrivée',
    Exit: '%{smart_count} jour après le départ |||| %{smart_count} jours après le départ',
  },
  daysOpen: 'Jours d’ouverture',
  daysOpenHelp: 'Combien de temps le questionnaire de chaque personne reste ouvert, de 1 à 90 jours',
  days: '%{smart_count} jour |||| %{smart_count} jours',
  state: 'État',
  stateActive: 'Invite',
  stateFailing: 'N’invite pas',
  lastError: 'Dernière erreur',
  noError: 'Aucune',
  periodCount: 'Périodes jusqu’ici',
  activeFrom: 'Invite les personnes dont le jour tombe à partir du',
  questions: 'Questions posées',
  questionsAll: 'Toutes les questions du type d’enquête',
  questionsSome: '%{smart_count} question du type |||| %{smart_count} questions du type',
  edit: 'Modifier',
  editNamed: 'Modifier %{name}',
  deleteNamed: 'Supprimer %{name}',
  deleteQuestion: 'Supprimer l’enquête d’arrivée ou de départ « %{name} » ?',
  deleteKeeps:
    'Elle n’invitera plus personne, et ses périodes et invitations enregistrées disparaissent. Les enquêtes des trimestres restent, avec leurs réponses.',
  deleted: 'Enquête %{name} supprimée',
  created: 'Enquête %{name} créée',
  saved: 'Enquête %{name} enregistrée',
  checkFields: 'L’enquête n’a pas été enregistrée : vérifiez les champs signalés ci-dessous.',
  readOnly:
    'Vous consultez les enquêtes d’arrivée et de départ des organisations : seuls leurs propres administrateurs peuvent les modifier.',
  periods: 'Périodes',
  periodsHelp:
    'Les arrivants ou partants d’un trimestre répondent ensemble à une enquête ; ses chiffres apparaissent quand assez de questionnaires sont terminés.',
  noPeriods: 'Aucune période encore : personne n’a été invité jusqu’ici.',
  period: 'Trimestre',
  inquiry: 'Enquête',
  inquiryBeingMade: 'En création',
  openInquiry: 'Ouvrir l’enquête de %{period}',
  invited: 'Invités',
  answered: 'Réponses',
  participation: 'Taux de participation',
  figures: 'Chiffres',
  figuresShown: 'Visibles',
  figuresNeeded:
    'Encore %{smart_count} questionnaire terminé nécessaire |||| Encore %{smart_count} questionnaires terminés nécessaires',
  apiLines: {
    daysAfter: 'Doit être de 0 à 365 jours',
    trigger: 'Doit être Onboarding ou Exit',
  },
};
