/** One breadcrumb (spec 1 §2.6): a crumb without `to` is plain text. */
export type Crumb = { label: string; to?: string };

/** The navigation menu a route asks the drawer for (spec 1 §2.3–§2.4). */
export type NavType = 'default' | 'branding' | 'artist_pages' | 'user-profile';

/**
 * Route data (React Router `handle`) that the shell reads: breadcrumbs after Home, the page
 * title, whether header or footer are hidden, which drawer menu shows, whether the default
 * help widget hides (spec 1 §2.8), and embed mode (no navigation, no shell spinner).
 */
export type RouteHandle = {
  title?: string;
  crumbs?: Crumb[];
  hideHeader?: boolean;
  hideFooter?: boolean;
  navType?: NavType;
  hideHelpWidget?: boolean;
  isEmbed?: boolean;
};
