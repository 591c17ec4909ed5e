export { default } from '../../features/auth/components/sso-complete-page';
