import { Link } from 'react-router';
import { storage } from '../../lib/storage';
import { isSpecialHost } from './resolve-entry';
import { useStorefrontConfig } from './api/get-storefront-config';
import { homeDestination } from './home-destination';

/** The Home item of every breadcrumb, leading where the destination rule of 000 section 2 says. */
export function HomeCrumb({ prefix }: { prefix: string }) {
  const config = useStorefrontConfig().data;
  const to = homeDestination({
    openType: storage.get('open_type'),
    eprocess: storage.get('eprocess'),
    referral: storage.get('r_valid') ? storage.get('referral') : undefined,
    prefix,
    specialHost: config !== undefined && isSpecialHost(window.location.host, config),
  });
  return (
    <li>
      <Link to={to}>Home</Link>
    </li>
  );
}
