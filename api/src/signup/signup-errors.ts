import { ApiError } from '../common/filters/api-error';

const SIGNUP_FAILED = 'Sign up failed';

export const organisationTaken = () =>
  ApiError.conflict(['CustomerName: An organisation with this name already exists'], SIGNUP_FAILED);

export const confirmationInvalid = () =>
  ApiError.badRequest(['This confirmation link is not valid or has expired: sign up again'], SIGNUP_FAILED);

export const addressTaken = () =>
  ApiError.conflict(['Email: An account with this email address already exists: log in instead'], SIGNUP_FAILED);
