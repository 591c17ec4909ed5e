export { default } from '../../features/survey-forms/components/survey-list-page';
