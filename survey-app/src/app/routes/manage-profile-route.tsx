export { default } from '../../features/profile/components/manage-profile-page';
