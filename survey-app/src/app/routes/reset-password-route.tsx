export { default } from '../../features/auth/components/reset-password-page';
