export { default } from '../../features/auth/components/signup-confirm-page';
