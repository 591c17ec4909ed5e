import type { ReportCatalogue } from './en';

export const reportDe: ReportCatalogue = {
  documentTitle: 'Auswertungsbericht: %{name}',
  reportTitle: 'Auswertungsbericht',
  inquiryType: 'Umfragetyp: %{name}',
  organisation: 'Organisation: %{name}',
  generated: 'Erstellt am %{time} UTC',
  overview: 'Überblick',
  colorLegend: { green: 'Stärke', blue: 'Auf gutem Weg', yellow: 'Handlungsbedarf', red: 'Schwachstelle' },
  colorKey: 'Grün = Stärke · Blau = Auf gutem Weg · Gelb = Handlungsbedarf · Rot = Schwachstelle',
  noColor: 'Keine Daten',
  findings: 'Erkenntnisse',
  scenarios: 'Szenarien',
  levelOfFocus: 'Fokusstufe %{level} von 5',
  inputs: 'Eingangsdaten',
  inputsKey:
    'Dunkler Balken: durchschnittliche Bewertung (Leistung). Heller Balken: durchschnittlicher Wert (Wichtigkeit). Skala 0 bis 5; Antworten „Weiß nicht“ ausgenommen.',
  advanceInsights: 'Vertiefte Erkenntnisse',
  roadmap: 'Fahrplan',
  step: 'Schritt %{n}: %{title}',
  noData: 'Derzeit sind keine Daten verfügbar.',
  areas: { Culture: 'Kultur', People: 'Menschen', Process: 'Prozesse', Structure: 'Struktur' },
  ipa: {
    title: 'Wichtigkeit-Leistung-Analyse',
    method:
      'Jedes bewertete Element liegt bei (mittlere Leistung, mittlere Wichtigkeit), Antworten „Weiß nicht“ sind aus jedem Mittelwert ausgenommen; Fadenkreuz bei %{convention}%{crosshair}; die gestrichelten Linien markieren die Skalenmitte 3. Lücke = Mittelwert von (Wichtigkeit - Leistung), wo beides bewertet wurde. Nur abgeschlossene Fragebögen.',
    conventionMidpoint: 'der Skalenmitte 3',
    conventionMean: 'den Gesamtmitteln der Elementmittelwerte',
    crosshairAt: ' (Leistung %{performance}, Wichtigkeit %{importance})',
    quadrants: {
      concentrate: 'Hier ansetzen',
      keep: 'Weiter so',
      low: 'Geringe Priorität',
      overkill: 'Möglicher Overkill',
    },
    performanceAxis: 'Leistung (mittlere Bewertung)',
    importanceAxis: 'Wichtigkeit (mittlerer Wert)',
    areas: 'Bereiche',
    concentrateByGap: 'Hier ansetzen, nach Lücke',
    concentrateItem: '%{n}. %{title} (%{area}, Lücke %{gap})',
    columns: {
      no: 'Nr.',
      item: 'Element',
      area: 'Bereich',
      performance: 'Leist.',
      importance: 'Wicht.',
      gap: 'Lücke',
      n: 'N',
      dk: 'WN',
      quadrant: 'Quadrant',
    },
    dkKey: 'WN: Anteil der Antworten „Weiß nicht“ bei Leistung oder Wichtigkeit; ! = über der Warnschwelle.',
  },
  comments: {
    title: 'Kommentare: häufigste Themen',
    method:
      'Themen sind Wendungen, die mehrere Kommentare zu einer offenen Frage teilen (ein Kommentar kann mehrere haben); der Balken ist die Anzahl der Kommentare mit dem Thema. Die Stimmung ist der mittlere Wert seiner Kommentare von −1 bis +1, für Kommentare auf Englisch; Kommentare in anderen Sprachen behalten ihre Themen und werden nicht bewertet. Alle ausgefüllten Formulare.',
    comments: '%{count} Kommentare',
    noThemes: 'Kein Thema wird von mehreren Kommentaren geteilt.',
    sentiment: { positive: 'positiv', neutral: 'ausgeglichen', negative: 'negativ', unscored: 'nicht bewertet' },
  },
  heatmap: {
    title: 'Heatmap nach %{by}',
    method:
      'Mittlere Leistung je Bereich („Weiß nicht“ ausgenommen) jeder Gruppe von Befragten nach %{by}, wie sie eingeladen wurden, neben allen. Grün ab 3,75, blau ab 3,0, gelb ab 2,25, rot darunter. Zum Schutz der Anonymität wird eine Gruppe mit weniger als %{min} ausgefüllten Bögen ausgeblendet, ebenso jede Gruppe, aus deren Zahlen sich eine ausgeblendete errechnen ließe.',
    overall: 'Alle',
    noValue: '(ohne Wert)',
    hidden: 'Ausgeblendet',
    forms: 'Bögen',
    area: 'Bereich',
  },
  trends: {
    title: 'Trends über die Runden',
    method:
      'Jede Runde dieser Befragungsreihe: mittlere Bewertung (ohne „Weiß nicht“) mit ihrem 95-%-Konfidenzintervall [unten–oben] und N. Eine Veränderung zwischen den letzten beiden Runden mit Zahlen ist signifikant, wenn der Welch-t-Test p < 0,05 ergibt. Eine Runde unter der Anonymitätsschwelle hat keine Zahlen.',
    rounds: 'Runden',
    forms: '%{n} ausgefüllte Formulare',
    noFigures: 'keine Zahlen',
    notEnough:
      'Ein Trend braucht mindestens zwei Runden mit Zahlen (je mindestens %{min} ausgefüllte Formulare); diese Reihe hat %{count}.',
    round: 'Runde',
    performance: 'Leistung',
    importance: 'Wichtigkeit',
    significant: 'Signifikante Veränderung',
    notSignificant: 'Keine signifikante Veränderung',
    change: 'Leistung %{performance}, Wichtigkeit %{importance}',
    noChange: 'Zu wenige Runden mit Zahlen für einen Vergleich.',
  },
  benchmark: {
    title: 'Vergleichswert',
    method:
      'Mittlere Leistung dieser Organisation im Vergleich zum Benchmark: dem Mittel der Organisationsmittel, jede Organisation einmal gezählt mit ihrer letzten veröffentlichten Befragung dieser Art (mindestens die Anonymitätsschwelle an ausgefüllten Formularen). Perzentil: der Anteil dieser Organisationen unter dieser. 95-%-Intervalle in Klammern.',
    orgCount: 'Benchmark aus %{count} Organisationen',
    notEnough:
      'Der Benchmark erscheint, sobald %{min} Organisationen Ergebnisse dieser Befragungsart veröffentlicht haben: noch %{needed}.',
    renewing:
      'Eine Organisation des Benchmarks hat ihre Zahlen zurückgezogen; der Benchmark erscheint wieder, wenn der Pool erneuert ist.',
    ours: 'Diese Organisation',
    benchmark: 'Vergleichswert',
    percentile: 'Perzentil',
    tooFew: 'Zu wenige Organisationen',
  },
};
