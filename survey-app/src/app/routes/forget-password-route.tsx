export { default } from '../../features/auth/components/forget-password-page';
