import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ApiError } from '../common/filters/api-error';
import type { AuthUser } from './auth-user';

/**
 * What a session opened by an invitation link may call: its own survey forms (list, questions, save,
 * document check, own answers), the actions its organisation shares with the series' respondents, its own
 * profile (the name it confirms, the language it picks), setting a password, and signing out. Every other route
 * answers 403 to it, whatever its role would allow: a forwarded or leaked mail opens one person's surveys and
 * nothing else. The services behind these routes already limit a customer user to their own forms and profile.
 */
export const INVITATION_SCOPE_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/Inquiry/Staff/:email',
  'GET /api/SurveyAnswer/:typeId/:inquiryId/SurveyFormQuestions',
  'POST /api/SurveyAnswer/AddSurveyAnswers',
  'POST /api/SurveyAnswer/DocumentValidate',
  'GET /api/SurveyAnswer/:inquiryId/ViewSurveyAnswers/:customerUserId',
  'GET /api/Inquiry/:inquiryId/SharedActions',
  'GET /api/CustomerUser/Profile/:userId',
  'PUT /api/CustomerUser/Profile/:userId',
  'POST /api/auth/invitation/password',
  'POST /api/auth/logout',
]);

/** Global guard after the roles guard: a scoped session passes only the routes of its scope. */
@Injectable()
export class InvitationScopeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context
      .switchToHttp()
      .getRequest<{ user?: AuthUser; method: string; routeOptions?: { url?: string } }>();
    if (req.user?.scope !== 'invitation') return true;
    if (INVITATION_SCOPE_ROUTES.has(`${req.method} ${req.routeOptions?.url ?? ''}`)) return true;
    throw ApiError.forbidden([
      'This session was opened by an invitation link and reaches only your surveys: sign in with a password for the rest',
    ]);
  }
}
