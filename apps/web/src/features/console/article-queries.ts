import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  consoleCurationsRoutes,
  type AdminCuration,
  type AdminCurationCreate,
  type AdminCurationInput,
  type AdminCurationListQuery,
  type AdminCurationPreview,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { photoTypeOf } from '@/features/reviews/write-queries';
import { auditKey } from '@/features/console/queries';

/*
 * The console's 라이프 articles (decision 0044). Every change answers with the article as it now
 * is: it goes into the editor at once; the list and the audit log are read again.
 */
const articlesKey = ['console', 'articles'] as const;
const FRESH_MS = 10_000;

export function adminArticlesQueryOptions(query: AdminCurationListQuery) {
  return queryOptions({
    queryKey: [...articlesKey, 'list', query],
    queryFn: async ({ signal }) => {
      const { data, _metadata } = await request(
        consoleCurationsRoutes.adminCurations,
        { query },
        { signal },
      );
      return { rows: data, meta: _metadata };
    },
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

const adminArticleKey = (id: number) => [...articlesKey, 'detail', id] as const;

export const useAdminArticle = (id: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: adminArticleKey(id),
    queryFn: async ({ signal }): Promise<AdminCuration> =>
      (await request(consoleCurationsRoutes.adminCuration, { params: { id } }, { signal })).data,
    staleTime: FRESH_MS,
  });

function useSettle() {
  const queryClient = useQueryClient();
  return (article: AdminCuration) => {
    queryClient.setQueryData(adminArticleKey(article.id), article);
    void queryClient.invalidateQueries({ queryKey: [...articlesKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: auditKey });
  };
}

/** 저장: a new article (with its slug) or the fields of one that exists. */
export function useSaveArticle(id: number | null) {
  const settle = useSettle();
  return useMutation({
    mutationFn: async (body: AdminCurationCreate) => {
      if (id === null)
        return (await request(consoleCurationsRoutes.adminCreateCuration, { body })).data;
      const { slug: _slug, ...fields } = body;
      return (
        await request(consoleCurationsRoutes.adminUpdateCuration, {
          params: { id },
          body: fields satisfies AdminCurationInput,
        })
      ).data;
    },
    onSuccess: settle,
  });
}

export type PublishChange = { action: 'publish'; at?: string } | { action: 'unpublish' };

/** 발행 (now), 예약 (at a later moment), 내리기. */
export function usePublishArticle(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: async (change: PublishChange) =>
      change.action === 'publish'
        ? (
            await request(consoleCurationsRoutes.adminPublishCuration, {
              params: { id },
              body: change.at ? { at: change.at } : {},
            })
          ).data
        : (await request(consoleCurationsRoutes.adminUnpublishCuration, { params: { id } })).data,
    onSuccess: settle,
  });
}

/** 표지 올리기: the picture's bytes as the body, as a product photo goes. */
export function useUploadCover(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: async (file: File) => {
      const type = photoTypeOf(file) ?? file.type;
      const body = file.type === type ? file : file.slice(0, file.size, type);
      return (
        await request(
          consoleCurationsRoutes.adminUploadCurationCover,
          { params: { id } },
          {
            rawBody: body,
          },
        )
      ).data;
    },
    onSuccess: settle,
  });
}

/** The body as the shop will show it; nothing is saved. */
export async function previewArticle(
  body: string,
  products: number[],
  signal?: AbortSignal,
): Promise<AdminCurationPreview> {
  return (
    await request(
      consoleCurationsRoutes.adminPreviewCuration,
      { body: { body, products } },
      { signal },
    )
  ).data;
}

/** .md 내려받기: the importer's file, saved by the browser under its slug. */
export async function downloadArticleFile(id: number): Promise<void> {
  const { data } = await request(consoleCurationsRoutes.adminCurationFile, { params: { id } });
  const url = URL.createObjectURL(new Blob([data.text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = data.fileName;
  link.click();
  // Some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
