import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/**
 * /redirect/:path bounces to "/" + path (with the query). The tab bar uses it to reload
 * the current page: leaving and re-entering remounts it.
 */
export default function RedirectPage() {
  const { path = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${decodeURIComponent(path).replace(/^\/+/, '')}${search}`, { replace: true });
  }, [navigate, path, search]);
  return null;
}
