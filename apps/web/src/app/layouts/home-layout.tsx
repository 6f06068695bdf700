// The home layout: full-width content for the lobby, the login route and the not-found page.
import { Outlet } from 'react-router';
import { SiteFrame } from './site-frame';

export function HomeLayout() {
  return (
    <SiteFrame variant="home">
      <Outlet />
    </SiteFrame>
  );
}
