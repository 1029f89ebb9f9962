import { useMutation } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { applyProfile } from '@/shared/auth/session-actions.ts';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api<Profile>('/auth/current_profile/', { method: 'PATCH', body }),
    onSuccess: applyProfile,
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<Profile>('/auth/avatar/', { method: 'POST', body });
    },
    onSuccess: applyProfile,
  });
}
