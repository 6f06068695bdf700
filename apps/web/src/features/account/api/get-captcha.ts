// POST /v2/app/auth/get: a captcha image (base64 GIF without a data: prefix) and its id. Each
// answer is good for one try within five minutes, so every form keeps its own.
import { useQuery } from '@tanstack/react-query';
import type { CaptchaResponse } from '@hall/contracts/auth';
import { useId } from 'react';
import { apiPost } from '../../../lib/api-client';

export const captchaKeys = {
  all: ['auth', 'captcha'] as const,
  form: (formId: string) => [...captchaKeys.all, formId] as const,
};

export function getCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  return apiPost<CaptchaResponse>('/v2/app/auth/get', {}, { signal });
}

export function captchaImageSrc(captcha: CaptchaResponse | undefined): string | undefined {
  if (!captcha?.img) return undefined;
  return captcha.img.startsWith('data:') ? captcha.img : `data:image/gif;base64,${captcha.img}`;
}

export function useCaptchaQuery(enabled: boolean) {
  const formId = useId();
  return useQuery({
    queryKey: captchaKeys.form(formId),
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    // A captcha is refreshed on request only: a background refetch would void what was typed.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
