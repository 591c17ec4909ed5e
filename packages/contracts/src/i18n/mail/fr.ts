import type { MailCatalogue } from './en';

export const mailFr: MailCatalogue = {
  common: {
    hello: 'Bonjour,',
    helloName: 'Bonjour %{name},',
    signature: 'Portail de diagnostic',
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  },
  invitation: {
    subject: '%{organisation} vous invite à une enquête de diagnostic',
    title: 'Vous êtes invité(e) à une enquête de diagnostic',
    intro: '%{inviter} de %{organisation} vous invite à répondre à l’enquête « %{survey} ».',
    introText: '%{inviter} de %{organisation} vous invite à répondre à l’enquête « %{survey} ».',
    steps: 'Créez votre compte (votre organisation et votre adresse e-mail sont déjà renseignées), puis remplissez le formulaire avant le %{date}.',
    stepsText: 'Créez votre compte avec le lien ci-dessous (votre organisation et votre adresse e-mail sont déjà renseignées), puis remplissez le formulaire avant le %{date}.',
    ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.',
    button: 'S’inscrire et commencer',
  },
  surveyAssigned: {
    subject: 'Un nouveau formulaire d’enquête de %{organisation} vous attend',
    title: 'Un nouveau formulaire d’enquête vous attend',
    intro: '%{inviter} de %{organisation} vous a ajouté(e) comme répondant(e) de « %{survey} ».',
    introText: '%{inviter} de %{organisation} vous a ajouté(e) comme répondant(e) de « %{survey} ».',
    steps: 'Connectez-vous et remplissez votre formulaire d’enquête avant le %{date}.',
    stepsText: 'Connectez-vous et remplissez votre formulaire d’enquête avant le %{date} :',
    button: 'Ouvrir mes formulaires d’enquête',
  },
  invitationWithheld: {
    subject: '%{organisation} a tenté de vous inviter à une enquête de diagnostic',
    tried: '%{inviter} de %{organisation} a tenté d’inviter cette adresse e-mail à répondre à une enquête.',
    existing: 'Vous avez déjà un compte sur le portail avec cette adresse : aucune invitation n’a donc été envoyée et votre compte n’a pas été modifié. %{organisation} n’a pas été informée que vous avez un compte.',
    contact: 'Si vous attendiez cette invitation, veuillez contacter la personne qui vous a invité(e). Sinon, vous pouvez ignorer ce message.',
    button: 'Se connecter',
  },
  reminder: {
    subject: 'Rappel : votre formulaire d’enquête pour %{survey}',
    intro: 'Ceci est un rappel de %{organisation} : votre formulaire d’enquête pour « %{survey} » (%{description}) n’est pas encore complété.',
    due: 'Veuillez le compléter avant le %{date} ; passé cette date, le formulaire ne pourra plus être enregistré.',
    drafts: 'Enregistrer comme brouillon garde vos réponses modifiables ; Envoyer les rend définitives.',
    button: 'Ouvrir vos formulaires d’enquête',
  },
  passwordReset: {
    subject: 'Votre code de réinitialisation du mot de passe',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte du Portail de diagnostic. Votre code de vérification est :',
    validity: 'Le code est valable %{minutes} minutes et ne peut être utilisé qu’une seule fois.',
    button: 'Saisir le code',
    footer: 'Si vous n’avez pas demandé de nouveau mot de passe, ignorez ce message : votre mot de passe reste inchangé.',
  },
  emailVerification: {
    subject: 'Vérifiez votre adresse e-mail',
    intro: 'Merci de vous être inscrit(e) au Portail de diagnostic. Pour confirmer que cette adresse est bien la vôtre, saisissez ce code sur votre tableau de bord après vous être connecté(e) :',
    validity: 'Le code est valable %{hours} heures. Tant que l’adresse n’est pas vérifiée, le portail n’envoie aucune invitation au nom de votre organisation.',
    button: 'Se connecter',
    footer: 'Si vous ne vous êtes pas inscrit(e), ignorez ce message : rien n’est envoyé en votre nom.',
  },
  signupExistingAccount: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    intro: 'Quelqu’un vient de tenter de s’inscrire au Portail de diagnostic avec cette adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n’a donc été créé.',
    ifYou: 'Si c’était vous, connectez-vous avec votre mot de passe actuel sur %{link}. Si vous l’avez oublié, définissez-en un nouveau :',
    button: 'Réinitialiser votre mot de passe',
    footer: 'Si ce n’était pas vous, ignorez ce message : votre compte est inchangé.',
  },
};
