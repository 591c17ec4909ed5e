import { useMutation } from '@tanstack/react-query';
import type { LoginDto, LoginResultDto } from '@portal/contracts';
import { api } from '../../../lib/api-client';

export function login(body: LoginDto): Promise<LoginResultDto> {
  return api.post('/auth/login', body, { auth: false });
}

export const useLogin = () => useMutation({ mutationFn: login });
