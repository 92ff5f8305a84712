import { createFileRoute } from '@tanstack/react-router';
import { ArticleScreen } from '@/features/console/article-screen';

export const Route = createFileRoute('/admin/articles/$articleId')({
  component: ArticleRoute,
});

function ArticleRoute() {
  return <ArticleScreen articleId={Route.useParams().articleId} />;
}
