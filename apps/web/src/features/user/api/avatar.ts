import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserBasicInfo } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';
import { uploadFile } from '@/components/record-kit/upload-api';
import { useUserStore } from '@/stores/user';
import { basicInfoKey } from './basic-info';

/** Uploads the picture (POST /api/files), then makes it my avatar (POST /api/user/avatar). */
export async function changeAvatar(file: File): Promise<UserBasicInfo> {
  const stored = await uploadFile(file);
  return apiPost<UserBasicInfo>('/api/user/avatar', { avatar: stored.url });
}

export function useChangeAvatar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeAvatar,
    onSuccess: (info) => {
      qc.setQueryData(basicInfoKey, info);
      useUserStore.getState().setInfo({ avatar: info.avatar });
    },
  });
}
