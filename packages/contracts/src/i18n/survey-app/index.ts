import type { Language } from '../../languages';
import type { Catalogue } from '../catalogue';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

/** The survey app's message catalogues, one per interface language. */
export const SURVEY_APP_CATALOGUES: Record<Language, Catalogue> = { en, fr, de, es };
