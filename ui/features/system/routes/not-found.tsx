import { NotFoundScreen } from '@/components/feedback/not-found-screen'

/** Unknown paths, and screens of the route table that are not built yet. */
export default function NotFoundPage() {
  return <NotFoundScreen />
}
