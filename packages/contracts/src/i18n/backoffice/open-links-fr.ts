import type { Catalogue } from '../catalogue';

/** Le lien ouvert d’une enquête et son affiche à imprimer (docs/features/open-links.md). */
export const openLinksFrench: Catalogue = {
  open: 'Lien ouvert',
  title: 'Lien ouvert : %{name}',
  intro:
    'Toute personne qui a le lien peut répondre à cette enquête sans compte et sans donner son nom : le personnel sans messagerie, une borne, une affiche. Chaque navigateur répond une fois.',
  notOpen: 'Cette enquête n’est pas ouverte par lien.',
  isOpen: 'Cette enquête est ouverte par lien.',
  groupQuestions: 'Questions de groupe (facultatives)',
  groupHelp:
    'Les répondants peuvent indiquer leur groupe, par exemple leur service : choisissez jusqu’à 3 attributs de votre annuaire. Personne ne vérifie leur déclaration, et les petits groupes sont regroupés comme toujours.',
  groupNone:
    'Votre annuaire n’a pas encore d’attributs : le lien ne posera donc aucune question de groupe. Importez des personnes avec des colonnes comme Service pour les proposer.',
  groupValues: '%{smart_count} valeur |||| %{smart_count} valeurs',
  groupTooManyValues: 'plus de 60 valeurs : trop fin pour être proposé',
  openButton: 'Ouvrir par lien',
  opened: 'L’enquête est ouverte par lien',
  linkClosed:
    'L’enquête ne prend plus de réponses (elle a expiré ou ses résultats sont publiés) : quiconque ouvre le lien apprend que l’enquête est fermée.',
  url: 'Adresse du lien',
  copy: 'Copier',
  copyNamed: 'Copier l’adresse du lien',
  copied: 'Adresse copiée',
  copyFailed: 'L’adresse n’a pas pu être copiée : sélectionnez-la et copiez-la à la main',
  qr: 'Code QR',
  qrAlt: 'Code QR du lien %{url}',
  qrFailed: 'Le code QR n’a pas pu être chargé',
  responses: 'Questionnaires commencés',
  completed: 'Questionnaires terminés',
  createdAt: 'Ouvert le',
  groupsAsked: 'Questions de groupe posées',
  groupsNoneAsked: 'Aucune',
  poster: 'Affiche à imprimer',
  revoke: 'Révoquer le lien',
  revokeTitle: 'Révoquer le lien ?',
  revokeText:
    'Le lien et son code QR cessent de fonctionner immédiatement : quiconque les ouvre apprend que l’enquête est fermée. Les réponses déjà données restent et comptent comme avant. Vous pourrez ouvrir un nouveau lien plus tard ; il aura une nouvelle adresse.',
  revoked: 'Le lien est révoqué',
  revokedNothing: 'Il n’y avait aucun lien ouvert à révoquer',
  readOnly:
    'Vous consultez ce lien ouvert : seuls les administrateurs de l’organisation peuvent l’ouvrir ou le révoquer.',
  notAttribute: '%{name} n’est pas un attribut de votre annuaire',
  tooManyValues: '%{name} a plus de 60 valeurs ; choisissez un attribut moins fin',
  posterTitle: 'Affiche : %{name}',
  posterLanguage: 'Langue de l’affiche',
  print: 'Imprimer',
  printHelp: 'S’imprime sur une page A4 ; les boutons et les menus ne sont pas imprimés.',
  posterHeading: 'Votre avis compte',
  posterScan: 'Scannez le code avec l’appareil photo de votre téléphone, ou saisissez cette adresse :',
  posterAnonymous: 'Anonyme : aucun nom n’est demandé, et chaque appareil répond une fois.',
  posterFloor:
    'Les résultats ne sont montrés que pour des groupes d’au moins %{smart_count} personne. |||| Les résultats ne sont montrés que pour des groupes d’au moins %{smart_count} personnes.',
  source: 'Provenance',
  sourceInvited: 'Par invitation',
  unverified: 'Non vérifié (lien ouvert)',
  unverifiedHelp:
    'Répondu par le lien ouvert de l’enquête : pas d’invitation, pas de nom, et le groupe déclaré n’est pas vérifié.',
  apiLines: {
    intakeFirst: 'Veuillez soumettre les réponses aux questions d’admission avant d’ouvrir l’enquête par lien',
    noMoreAnswers: 'Cette enquête ne prend plus de réponses : elle ne peut pas être ouverte par lien',
    alreadyOpen: 'Cette enquête a déjà un lien ouvert ; révoquez-le d’abord pour en créer un nouveau',
    closed: 'Ce lien d’enquête est fermé. Merci de votre intérêt.',
    atMostThree: '3 questions de groupe au plus',
  },
};
