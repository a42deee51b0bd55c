import { HomeCatalog } from '../../features/discovery/components/HomeCatalog.tsx';
import { HomePage } from '../../features/home/pages/HomePage.tsx';

/** `/` for visitors: the home feature's page with discovery's music on show. */
export default function HomeRoute() {
  return <HomePage catalog={<HomeCatalog />} />;
}
