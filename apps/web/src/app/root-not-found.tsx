import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { MainColumn } from '@/app/main-column';

/** An address no route matches: "Not Found" inside the main column, as any screen of the app. */
export function RootNotFound() {
  return (
    <MainColumn>
      <NotFoundScreen />
    </MainColumn>
  );
}
