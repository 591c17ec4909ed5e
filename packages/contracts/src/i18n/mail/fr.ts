import type { MailCatalogue } from './en';
import { RESPONDENT_PRIVACY } from '../../respondent-privacy';

export const mailFr: MailCatalogue = {
  common: {
    privacy: RESPONDENT_PRIVACY.fr,
    hello: 'Bonjour,',
    helloName: 'Bonjour %{name},',
    signature: 'Portail de diagnostic',
    answerTime: 'Répondre prend environ %{minutes} minutes.',
    answerTimeOne: 'Répondre prend environ une minute.',
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  },
  invitation: {
    subject: '%{organisation} vous invite à une enquête de diagnostic',
    title: 'Vous êtes invité(e) à une enquête de diagnostic',
    intro: '%{inviter} de %{organisation} vous invite à répondre à l’enquête « %{survey} ».',
    introText: '%{inviter} de %{organisation} vous invite à répondre à l’enquête « %{survey} ».',
    steps:
      'Créez votre compte (votre organisation et votre adresse e-mail sont déjà renseignées), puis remplissez le questionnaire avant le %{date}.',
    stepsText:
      'Créez votre compte avec le lien ci-dessous (votre organisation et votre adresse e-mail sont déjà renseignées), puis remplissez le questionnaire avant le %{date}.',
    ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
    button: 'S’inscrire et commencer',
  },
  surveyAssigned: {
    subject: 'Un nouveau questionnaire de %{organisation} vous attend',
    title: 'Un nouveau questionnaire vous attend',
    intro: '%{inviter} de %{organisation} vous a ajouté(e) comme répondant(e) de « %{survey} ».',
    introText: '%{inviter} de %{organisation} vous a ajouté(e) comme répondant(e) de « %{survey} ».',
    steps: 'Connectez-vous et remplissez votre questionnaire avant le %{date}.',
    stepsText: 'Connectez-vous et remplissez votre questionnaire avant le %{date} :',
    button: 'Ouvrir mes questionnaires',
  },
  invitationWithheld: {
    subject: '%{organisation} a tenté de vous inviter à une enquête de diagnostic',
    tried: '%{inviter} de %{organisation} a tenté d’inviter cette adresse e-mail à répondre à une enquête.',
    existing:
      'Vous avez déjà un compte sur le portail avec cette adresse : aucune invitation n’a donc été envoyée et votre compte n’a pas été modifié. %{organisation} n’a pas été informée que vous avez un compte.',
    contact:
      'Si vous attendiez cette invitation, veuillez contacter la personne qui vous a invité(e). Sinon, vous pouvez ignorer ce message.',
    button: 'Se connecter',
  },
  reminder: {
    subject: 'Rappel : votre questionnaire pour %{survey}',
    intro:
      'Ceci est un rappel de %{organisation} : votre questionnaire pour « %{survey} » (%{description}) n’est pas encore complété.',
    due: 'Veuillez le compléter avant le %{date} ; passé cette date, le questionnaire ne pourra plus être enregistré.',
    drafts: 'Enregistrer comme brouillon garde vos réponses modifiables ; Envoyer les rend définitives.',
    button: 'Ouvrir vos questionnaires',
  },
  ssoLinkCode: {
    subject: 'Votre code pour lier la connexion de votre organisation',
    intro:
      'Quelqu’un s’est connecté avec l’authentification unique de votre organisation en tant que %{email} et demande de la lier à votre compte du Portail de diagnostic. Votre code est :',
    validity: 'Le code est valable %{minutes} minutes et ne peut être utilisé qu’une seule fois.',
    footer: 'Si ce n’était pas vous, ignorez ce message : rien n’est lié sans le code.',
  },
  ssoUnlinked: {
    subject: 'La connexion de votre organisation a changé',
    intro:
      'Votre organisation a changé de fournisseur d’authentification unique ; le lien avec votre compte du Portail de diagnostic a donc été supprimé.',
    next: 'La prochaine fois que vous continuerez avec votre organisation, vous confirmerez une fois que le compte est le vôtre, avec votre mot de passe ou un code envoyé à cette adresse.',
    button: 'Aller au portail',
  },
  ssoUnlinkedByPassword: {
    subject: 'La connexion de votre organisation a été déliée',
    intro:
      'Le mot de passe de votre compte du Portail de diagnostic a été modifié ; tous les liens entre l’authentification unique de votre organisation et ce compte ont donc été supprimés.',
  },
  passwordReset: {
    subject: 'Votre code de réinitialisation du mot de passe',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte du Portail de diagnostic. Votre code de vérification est :',
    validity: 'Le code est valable %{minutes} minutes et ne peut être utilisé qu’une seule fois.',
    button: 'Saisir le code',
    footer:
      'Si vous n’avez pas demandé de nouveau mot de passe, ignorez ce message : votre mot de passe reste inchangé.',
  },
  emailVerification: {
    subject: 'Vérifiez votre adresse e-mail',
    intro:
      'Merci de vous être inscrit(e) au Portail de diagnostic. Pour confirmer que cette adresse est bien la vôtre, saisissez ce code sur votre tableau de bord après vous être connecté(e) :',
    validity:
      'Le code est valable %{hours} heures. Tant que l’adresse n’est pas vérifiée, le portail n’envoie aucune invitation au nom de votre organisation.',
    button: 'Se connecter',
    footer: 'Si vous ne vous êtes pas inscrit(e), ignorez ce message : rien n’est envoyé en votre nom.',
  },
  signupConfirmation: {
    subject: 'Confirmez votre inscription',
    intro:
      'Merci d’avoir inscrit %{organisation} au Portail de diagnostic. Pour confirmer que cette adresse est bien la vôtre et créer votre compte, ouvrez ce lien :',
    validity:
      'Le lien ne fonctionne qu’une fois et pendant %{hours} heures. Tant que vous ne l’avez pas ouvert, aucun compte n’existe et vous ne pouvez pas vous connecter.',
    button: 'Confirmer votre inscription',
    footer: 'Si vous ne vous êtes pas inscrit(e), ignorez ce message : rien n’est créé sans le lien.',
  },
  signupExistingAccount: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    intro:
      'Quelqu’un vient de tenter de s’inscrire au Portail de diagnostic avec cette adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n’a donc été créé.',
    ifYou:
      'Si c’était vous, connectez-vous avec votre mot de passe actuel sur %{link}. Si vous l’avez oublié, définissez-en un nouveau :',
    button: 'Réinitialiser votre mot de passe',
    footer: 'Si ce n’était pas vous, ignorez ce message : votre compte est inchangé.',
  },
  customQuestionApproved: {
    subject: 'Votre question personnalisée a été approuvée',
    intro:
      'L’équipe du Portail de diagnostic a approuvé votre question personnalisée « %{question} » pour l’enquête « %{inquiry} ».',
    scope:
      'Elle est désormais posée dans chaque questionnaire de cette enquête qui n’est pas encore terminé ; les questionnaires terminés avant aujourd’hui ne la posent pas.',
    button: 'Ouvrir vos questions personnalisées',
  },
  customQuestionRejected: {
    subject: 'Votre question personnalisée n’a pas été approuvée',
    intro:
      'L’équipe du Portail de diagnostic n’a pas approuvé votre question personnalisée « %{question} » pour l’enquête « %{inquiry} ».',
    reason: 'Motif : %{reason}',
    noReason: 'Aucun motif n’a été indiqué.',
    next: 'Vous pouvez modifier la question ; une question modifiée repart en revue.',
    button: 'Modifier la question',
  },
  resultsPublished: {
    subject: 'Les résultats de « %{inquiry} » sont publiés',
    intro: 'Les résultats de votre enquête « %{inquiry} » (%{survey}) sont publiés.',
    read: 'Vous pouvez maintenant lire les constats, les recommandations et la feuille de route, et télécharger le rapport.',
    closed: 'Les questionnaires de cette enquête sont clos : les répondants ne peuvent plus envoyer de réponses.',
    button: 'Voir les résultats',
  },
  actionAssigned: {
    subject: 'Une action vous a été confiée : « %{action} »',
    intro: '%{assigner} vous a désigné·e responsable de l’action « %{action} » sur les résultats de « %{inquiry} ».',
    due: 'Son échéance est le %{due}.',
    noDue: 'Elle n’a pas encore d’échéance.',
    next: 'Vous pouvez noter son avancement et changer son statut dans le portail.',
    button: 'Ouvrir le portail',
  },
  actionDueSoon: {
    subject: 'Échéance le %{due} : « %{action} »',
    intro:
      'L’action « %{action} » sur les résultats de « %{inquiry} », dont vous êtes responsable, arrive à échéance le %{due}.',
    next: 'Notez son avancement ou changez son statut dans le portail ; si la date ne tient plus, demandez à votre administrateur de la déplacer.',
  },
  actionOverdue: {
    subject: 'En retard : « %{action} »',
    intro:
      'L’action « %{action} » sur les résultats de « %{inquiry} », dont vous êtes responsable, devait être terminée le %{due} et ne l’est pas encore.',
    next: 'Notez où elle en est dans le portail, marquez-la comme terminée, ou demandez à votre administrateur de l’abandonner ou d’en déplacer la date.',
  },
};
