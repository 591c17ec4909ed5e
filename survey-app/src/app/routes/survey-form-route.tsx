export { default } from '../../features/survey-forms/components/survey-form-page';
