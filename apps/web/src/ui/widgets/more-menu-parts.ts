/** The entries of a widget's more-menu; an entry shows only when its handler or path is given. */
export type MoreMenuActions = {
  onAddToQueue?: () => void;
  onAddToPlaylist?: () => void;
  /** The share dialog (issue 6): the entry shows only once a handler exists. */
  onShare?: () => void;
  /** The report-abuse dialog (issue 6): the entry shows only once a handler exists. */
  onReport?: () => void;
  onDownload?: () => void;
  editPath?: string;
  artistPath?: string;
};

export type MoreMenuProps = MoreMenuActions & {
  /** What the menu is about, for its accessible name: 'More options for {label}'. */
  label: string;
};

/** The trigger's look, the same before and after the menu's code loads. */
export const MORE_MENU_TRIGGER_CLASS =
  'grid size-9 shrink-0 place-items-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg';

