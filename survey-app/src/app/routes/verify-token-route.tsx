export { default } from '../../features/auth/components/verify-token-page';
