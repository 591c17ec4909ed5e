import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The authenticated caller, as the JWT strategy resolved it (auth's AuthUser). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): unknown => {
  return ctx.switchToHttp().getRequest().user;
});
