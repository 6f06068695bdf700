// /redirect/<path>: re-enters <path> with the same query. Used to reload a page's data by leaving it and
// coming straight back.
import { Navigate, useLocation, useParams } from 'react-router';

export default function RedirectRoute() {
  const params = useParams();
  const location = useLocation();
  const target = (params['*'] ?? '').replace(/^\/+/, '');
  return <Navigate replace to={{ pathname: `/${target}`, search: location.search, hash: location.hash }} />;
}
