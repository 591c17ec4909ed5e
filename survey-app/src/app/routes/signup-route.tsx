export { default } from '../../features/auth/components/signup-page';
