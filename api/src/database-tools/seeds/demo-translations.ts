import type { EntityManager } from 'typeorm';
import { DiagnosticQuestion } from '../../diagnostic-questions/diagnostic-question.entity';
import { Finding } from '../../findings/finding.entity';
import { InquiryType } from '../../inquiry-types/inquiry-type.entity';
import { IntakeQuestion } from '../../intake-questions/intake-question.entity';
import { ContentTranslation } from '../../translations/content-translation.entity';

type Texts = Partial<Record<'fr' | 'de', string>>;

/**
 * French and German for the Organisational Health Check's questions and one of its findings, so a
 * newcomer sees translated forms and reports (the rest shows in English, marked in the coverage view).
 * The German finding carries ä, ß and a Polish ł: the PDF's embedded font must show all three.
 */
const TYPE = 'Organisational Health Check';

const TYPE_TEXTS: Record<string, Texts> = {
  name: { fr: 'Bilan de santé organisationnelle', de: 'Organisations-Gesundheitscheck' },
};

const INTAKE: Record<string, Record<string, Texts>> = {
  'Main objective': {
    title: { fr: 'Objectif principal', de: 'Hauptziel' },
    description: {
      fr: 'Quelle décision cette enquête doit-elle éclairer ?',
      de: 'Welche Entscheidung soll diese Erhebung unterstützen?',
    },
  },
  'Recent reorganisation': { title: { fr: 'Réorganisation récente', de: 'Kürzliche Umstrukturierung' } },
};

const QUESTIONS: Record<string, Record<string, Texts>> = {
  'Shared values': {
    title: { fr: 'Valeurs partagées', de: 'Gemeinsame Werte' },
    description: {
      fr: 'Nos valeurs sont connues et guident les décisions quotidiennes.',
      de: 'Unsere Werte sind bekannt und leiten tägliche Entscheidungen.',
    },
  },
  'Openness to feedback': {
    title: { fr: 'Ouverture aux retours', de: 'Offenheit für Rückmeldungen' },
    description: {
      fr: 'Chacun peut exprimer ses inquiétudes sans crainte.',
      de: 'Alle können Bedenken äußern, ohne Folgen zu fürchten.',
    },
  },
  'Leadership visibility': { title: { fr: 'Visibilité de la direction', de: 'Sichtbarkeit der Führung' } },
  'Development opportunities': { title: { fr: 'Possibilités de développement', de: 'Entwicklungsmöglichkeiten' } },
  'Documented processes': { title: { fr: 'Processus documentés', de: 'Dokumentierte Prozesse' } },
  'Continuous improvement': { title: { fr: 'Amélioration continue', de: 'Kontinuierliche Verbesserung' } },
  'Clear responsibilities': { title: { fr: 'Responsabilités claires', de: 'Klare Zuständigkeiten' } },
  'Decision speed': { title: { fr: 'Rapidité des décisions', de: 'Entscheidungsgeschwindigkeit' } },
  'Tools used daily': {
    title: { fr: 'Outils utilisés chaque jour', de: 'Täglich genutzte Werkzeuge' },
    'checkboxOptions.0': { fr: 'E-mail', de: 'E-Mail' },
    'checkboxOptions.2': { fr: 'ERP', de: 'ERP-System' },
    'checkboxOptions.3': { fr: 'Tableurs', de: 'Tabellenkalkulation' },
  },
  'Overall satisfaction': { title: { fr: 'Satisfaction générale', de: 'Gesamtzufriedenheit' } },
};

const FINDINGS: Record<string, Texts> = {
  'Values are widely known but applied unevenly across units.': {
    fr: 'Les valeurs sont largement connues mais appliquées de façon inégale selon les unités.',
    de: 'Die Werte sind weithin bekannt, werden aber in den Geschäftsbereichen ungleich angewendet – außer im Büro Wrocław.',
  },
};

export async function seedDemoTranslations(m: EntityManager): Promise<void> {
  const type = await m.findOneByOrFail(InquiryType, { name: TYPE });
  const rows: Partial<ContentTranslation>[] = [];
  const add = (kind: string, itemId: number, field: string, texts: Texts) => {
    for (const [language, text] of Object.entries(texts))
      rows.push({ kind, itemId, field, language, text, customerId: null });
  };
  for (const [field, texts] of Object.entries(TYPE_TEXTS)) add('InquiryType', type.id, field, texts);
  for (const q of await m.findBy(IntakeQuestion, { inquiryTypeId: type.id })) {
    for (const [field, texts] of Object.entries(INTAKE[q.title] ?? {})) add('IntakeQuestion', q.id, field, texts);
  }
  const questions = await m
    .createQueryBuilder(DiagnosticQuestion, 'q')
    .innerJoin('q.pathway', 'p')
    .where('p.inquiryTypeId = :id', { id: type.id })
    .getMany();
  for (const q of questions) {
    for (const [field, texts] of Object.entries(QUESTIONS[q.question.title] ?? {}))
      add('DiagnosticQuestion', q.id, field, texts);
  }
  for (const f of await m.findBy(Finding, { inquiryTypeId: type.id })) {
    if (FINDINGS[f.detail]) add('Finding', f.id, 'detail', FINDINGS[f.detail]);
  }
  await m.insert(ContentTranslation, rows);
}
