export { default } from '../../features/auth/components/login-page';
