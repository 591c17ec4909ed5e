import type { ReportCatalogue } from './en';

export const reportFr: ReportCatalogue = {
  documentTitle: 'Rapport d’analyse : %{name}',
  reportTitle: 'Rapport d’analyse',
  inquiryType: 'Type d’enquête : %{name}',
  organisation: 'Organisation : %{name}',
  generated: 'Généré le %{time} UTC',
  overview: 'Vue d’ensemble',
  colorLegend: { green: 'Point fort', blue: 'En progrès', yellow: 'À surveiller', red: 'Vulnérabilité' },
  colorKey: 'Vert = Point fort · Bleu = En progrès · Jaune = À surveiller · Rouge = Vulnérabilité',
  noColor: 'Aucune donnée',
  findings: 'Constats',
  scenarios: 'Scénarios',
  levelOfFocus: 'Niveau de priorité %{level} sur 5',
  inputs: 'Données',
  inputsKey:
    'Barre foncée : note moyenne (performance). Barre claire : valeur moyenne (importance). Échelle de 0 à 5 ; réponses « Je ne sais pas » exclues.',
  advanceInsights: 'Analyses approfondies',
  roadmap: 'Feuille de route',
  step: 'Étape %{n} : %{title}',
  noData: 'Aucune donnée disponible pour le moment.',
  notEnoughAnswers: 'Pas assez de réponses',
  areas: { Culture: 'Culture', People: 'Personnes', Process: 'Processus', Structure: 'Structure' },
  ipa: {
    title: 'Analyse importance-performance',
    method:
      'Chaque élément noté est placé en (performance moyenne, importance moyenne), les réponses « Je ne sais pas » étant exclues de chaque moyenne ; le croisement se situe à %{convention}%{crosshair} ; les lignes en pointillés marquent le milieu de l’échelle, 3. Écart = moyenne de (importance - performance) lorsque les deux ont été notées. Formulaires complétés uniquement.',
    conventionMidpoint: 'le milieu de l’échelle, 3',
    conventionMean: 'la moyenne générale des moyennes des éléments',
    crosshairAt: ' (performance %{performance}, importance %{importance})',
    quadrants: {
      concentrate: 'Concentrez-vous ici',
      keep: 'Continuez ainsi',
      low: 'Priorité faible',
      overkill: 'Effort peut-être excessif',
    },
    performanceAxis: 'Performance (note moyenne)',
    importanceAxis: 'Importance (valeur moyenne)',
    areas: 'Domaines',
    concentrateByGap: 'Concentrez-vous ici, par écart',
    concentrateItem: '%{n}. %{title} (%{area}, écart %{gap})',
    columns: {
      no: 'N°',
      item: 'Élément',
      area: 'Domaine',
      performance: 'Perf.',
      importance: 'Imp.',
      gap: 'Écart',
      n: 'N',
      dk: 'NSP',
      quadrant: 'Quadrant',
    },
    dkKey:
      'NSP : part des réponses « Je ne sais pas » en performance ou en importance ; ! = au-dessus du seuil d’alerte.',
  },
  comments: {
    title: 'Commentaires : thèmes principaux',
    method:
      'Les thèmes sont des expressions que partagent plusieurs commentaires d’une question ouverte (un commentaire peut en avoir plusieurs) ; la barre indique le nombre de commentaires qui portent le thème. Le sentiment est le score moyen de ses commentaires, de −1 à +1, pour les commentaires en anglais ; les commentaires dans d’autres langues gardent leurs thèmes et ne sont pas évalués. Tous les formulaires remplis.',
    comments: '%{count} commentaires',
    noThemes: 'Aucun thème n’est partagé par plusieurs commentaires.',
    sentiment: { positive: 'positif', neutral: 'neutre', negative: 'négatif', unscored: 'non évalué' },
  },
  heatmap: {
    title: 'Carte de chaleur par %{by}',
    method:
      "Performance moyenne par domaine (réponses « Je ne sais pas » exclues) de chaque groupe de répondants selon %{by}, tel qu'invité, à côté de l'ensemble. Vert à partir de 3,75, bleu à partir de 3,0, jaune à partir de 2,25, rouge en dessous. Pour protéger l'anonymat, un groupe de moins de %{min} formulaires remplis est masqué, ainsi que tout groupe dont les chiffres permettraient de retrouver ceux d'un groupe masqué.",
    overall: 'Ensemble',
    noValue: '(sans valeur)',
    hidden: 'Masqué',
    forms: 'Formulaires',
    area: 'Domaine',
  },
  trends: {
    title: 'Tendances entre les vagues',
    method:
      "Chaque vague de cette série d'enquêtes : note moyenne (hors « Je ne sais pas ») avec son intervalle de confiance à 95 % [bas–haut] et N. Une évolution entre les deux dernières vagues avec des chiffres est significative quand le test t de Welch donne p < 0,05. Une vague sous le seuil d'anonymat n'a pas de chiffres.",
    rounds: 'Vagues',
    forms: '%{n} formulaires remplis',
    noFigures: 'pas de chiffres',
    notEnough:
      'Une tendance demande au moins deux vagues avec des chiffres (au moins %{min} formulaires remplis chacune) ; cette série en a %{count}.',
    round: 'Vague',
    performance: 'Niveau de performance',
    importance: "Niveau d'importance",
    significant: 'Évolution significative',
    notSignificant: 'Pas d’évolution significative',
    change: 'écart de performance %{performance}, écart d’importance %{importance}',
    noChange: 'Pas assez de vagues avec des chiffres pour comparer.',
  },
  benchmark: {
    title: 'Comparaison',
    method:
      "Performance moyenne de cette organisation face à la comparaison : la moyenne des moyennes des organisations, chacune comptée une fois avec sa dernière enquête publiée de ce type (au moins le seuil d'anonymat de formulaires remplis). Centile : la part de ces organisations en dessous de celle-ci. Intervalles à 95 % entre crochets.",
    orgCount: 'Comparaison sur %{count} organisations',
    notEnough:
      "La comparaison apparaît dès que %{min} organisations ont publié des résultats de ce type d'enquête : encore %{needed}.",
    renewing:
      'Une organisation de la comparaison a retiré ses chiffres ; la comparaison revient au renouvellement du panel.',
    ours: 'Cette organisation',
    benchmark: 'Comparaison',
    percentile: 'Centile',
    tooFew: "Trop peu d'organisations",
  },
};
