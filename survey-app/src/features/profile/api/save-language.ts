import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_ROLES, type Language, type Role } from '@portal/contracts';
import { sessionUserId } from '../../../lib/session';
import { getProfileQueryOptions } from '../../../lib/profile';
import { updateProfile } from './update-profile';

/**
 * Saves a language chosen in the menu to the profile (PUT with the profile's own names), so the API and the
 * other app answer in it too; the super admin has no profile, and the choice stays on this browser.
 */
export function useSaveLanguage(role: Role) {
  const queryClient = useQueryClient();
  return async (Language: Language): Promise<void> => {
    if (!PROFILE_ROLES.includes(role)) return;
    const userId = sessionUserId();
    try {
      const profile = await queryClient.fetchQuery(getProfileQueryOptions(userId));
      const saved = await updateProfile(userId, {
        FirstName: profile.FirstName,
        LastName: profile.LastName,
        Designation: profile.Designation,
        Language,
      });
      queryClient.setQueryData(getProfileQueryOptions(userId).queryKey, saved);
    } catch {
      // The API client has shown why; the interface keeps the language chosen.
    }
  };
}
