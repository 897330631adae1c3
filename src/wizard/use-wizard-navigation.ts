import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { buildNavigation, nextTab, previousTab, TAB_ROUTES, type NavItem } from '../../schemas/steps/tabs';
import { storage } from '../lib/storage';
import { useDynamicTabs } from './api/get-dynamic-tabs';

export interface WizardNavigation {
  items: NavItem[];
  /** After a save: review-confirm when the navto marker is set (cleared), else the next tab. */
  goNext: () => void;
  /** The previous tab; before the first one, the cart. */
  goBack: () => void;
  /** '/<landing>' or '' for links inside the storefront. */
  prefix: string;
}

/** Back / Next along the saved tab order (002 sections 3 and 4), with the navto return marker. */
export function useWizardNavigation(enrollmentId: string, currentTab: string): WizardNavigation {
  const navigate = useNavigate();
  const { landing } = useParams();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const { data } = useDynamicTabs(enrollmentId);
  const items = useMemo(() => buildNavigation(data.result), [data]);

  useEffect(() => {
    storage.set(
      'nav_array',
      items.map((item) => item.route),
    );
  }, [items]);

  const goNext = useCallback(() => {
    if (storage.get('navto')) {
      storage.remove('navto');
      navigate(`${prefix}/enrollment/${TAB_ROUTES.review_info}`);
      return;
    }
    const next = nextTab(items, currentTab);
    navigate(`${prefix}/enrollment/${next ? next.route : TAB_ROUTES.review_info}`);
  }, [items, currentTab, navigate, prefix]);

  const goBack = useCallback(() => {
    const previous = previousTab(items, currentTab);
    navigate(previous ? `${prefix}/enrollment/${previous.route}` : `${prefix}/cart`);
  }, [items, currentTab, navigate, prefix]);

  return { items, goNext, goBack, prefix };
}
