export { default } from '../../features/insights/components/insights-page';
