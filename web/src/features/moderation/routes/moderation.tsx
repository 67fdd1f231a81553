import { ModerationPage } from '../components/moderation-page';

/** /admin: directory export, live statistics and the way to video management (its own chunk, as every route). */
export function ModerationRoute() {
  return <ModerationPage />;
}

export default ModerationRoute;
