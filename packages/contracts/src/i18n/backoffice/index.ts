// The backoffice's catalogues; react-admin's own texts for German and Spanish, which no maintained package offers.
export { backofficeEnglish } from './en';
export { backofficeFrench } from './fr';
export { backofficeGerman } from './de';
export { backofficeSpanish } from './es';
export { raGerman } from './ra-de';
export { raSpanish } from './ra-es';
