// What the app knows of a page without loading it: its name, address, title, access, layout and menu
// group. The guard, the menus and the layouts read it; the route table pairs it with the page's code.
import type { RouteName } from '../config/paths';

export type LayoutName = 'default' | 'home';

/** Which menu group the default layout shows beside the page. */
export type MenuSection = 'game' | 'user' | 'agent' | 'about';

export interface RouteMeta {
  name: RouteName;
  path: string;
  /** i18n key of the title; licence pages carry a fixed English `title` instead. */
  titleKey?: string;
  title?: string;
  requiresAuth: boolean;
  /** Only approved agents: anyone else signed in is sent to the agent application page. */
  requiresAgent?: boolean;
  layout: LayoutName;
  /** Never listed in menus. */
  hidden?: boolean;
  section?: MenuSection;
}
