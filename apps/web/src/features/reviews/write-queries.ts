import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REVIEW_WRITE,
  reviewsRoutes,
  type Review,
  type ReviewCreateBody,
  type UploadedPhoto,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { reviewsKey } from '@/lib/query-keys';

/** Why a chosen file is not sent at all: the server would refuse it (spec: ≤10 MB, image types). */
export type PhotoProblem = 'type' | 'size';

const PHOTO_TYPES: readonly string[] = REVIEW_WRITE.photoTypes;

/**
 * The Content-Type a photo is sent with: its own when it is one the server takes. Some browsers
 * give HEIC/HEIF pictures from an iPhone no type (or image/heif); those go as image/heic.
 */
export function photoTypeOf(file: File): string | null {
  if (PHOTO_TYPES.includes(file.type)) return file.type;
  if ((file.type === '' || file.type === 'image/heif') && /\.hei[cf]$/i.test(file.name))
    return 'image/heic';
  return null;
}

/** Checked before uploading, so a wrong file fails at once rather than after 10 MB of upload. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!photoTypeOf(file)) return 'type';
  if (file.size > REVIEW_WRITE.photoMaxBytes) return 'size';
  return null;
}

/**
 * POST /reviews/photos: the picture as the raw body, its type as the Content-Type (the server
 * checks the bytes, re-encodes and strips metadata) → the photo's id for createReview.
 */
export async function uploadReviewPhoto(file: File, signal?: AbortSignal): Promise<UploadedPhoto> {
  const type = photoTypeOf(file) ?? file.type;
  const body = file.type === type ? file : file.slice(0, file.size, type);
  return (await request(reviewsRoutes.uploadReviewPhoto, {}, { rawBody: body, signal })).data;
}

/** POST /reviews; every cached review list is refetched so the new review shows up there. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReviewCreateBody): Promise<Review> =>
      (await request(reviewsRoutes.createReview, { body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
