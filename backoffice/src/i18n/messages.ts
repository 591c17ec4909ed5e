import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import {
  backofficeGerman,
  backofficeEnglish,
  backofficeSpanish,
  backofficeFrench,
  raGerman,
  raSpanish,
  type Catalogue,
  type Language,
} from '@portal/contracts';

/** react-admin's own texts (ra.*) under the portal's (portal.*, resources.*): marmelab's English and French, the repository's German and Spanish. */
export const MESSAGES: Record<Language, Catalogue> = {
  en: { ...(englishMessages as unknown as Catalogue), ...backofficeEnglish },
  fr: { ...(frenchMessages as unknown as Catalogue), ...backofficeFrench },
  de: { ...raGerman, ...backofficeGerman },
  es: { ...raSpanish, ...backofficeSpanish },
};
