import { createFileRoute } from '@tanstack/react-router';
import { ArticleScreen } from '@/features/console/article-screen';

export const Route = createFileRoute('/admin/articles/new')({
  component: NewArticleRoute,
});

function NewArticleRoute() {
  return <ArticleScreen articleId={null} />;
}
