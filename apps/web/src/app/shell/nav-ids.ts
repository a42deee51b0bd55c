/** The id the header's menu button points at: the drawer. */
export const NAV_DRAWER_ID = 'nav-drawer';

/** The id of the header's menu button, where focus returns when the phone drawer closes. */
export const NAV_TOGGLE_ID = 'nav-toggle';
