export const RECOMMENDATIONS = '/manage-recommendations';
