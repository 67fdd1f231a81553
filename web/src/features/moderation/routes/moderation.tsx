import { DataDefaults } from '@/lib/prefetched';
import { ModerationPage } from '../components/moderation-page';

/** /admin: directory export, live statistics and the way to video management (its own chunk, as every route). */
export function ModerationRoute() {
  return (
    <DataDefaults>
      <ModerationPage />
    </DataDefaults>
  );
}

export default ModerationRoute;
