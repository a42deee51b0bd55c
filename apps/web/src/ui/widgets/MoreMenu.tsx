import { MoreHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { MORE_MENU_TRIGGER_CLASS, type MoreMenuProps } from './more-menu-parts.ts';
import type { MoreMenuPopup } from './MoreMenuPopup.tsx';

export type { MoreMenuActions } from './more-menu-parts.ts';

type Popup = typeof MoreMenuPopup;
let loadedPopup: Popup | undefined;
let loadingPopup: Promise<Popup> | undefined;

/** The menu's code (the menu primitives and their positioning, ~30 KB) once per visit. */
function loadPopup(): Promise<Popup> {
  loadingPopup ??= import('./MoreMenuPopup.tsx').then((module) => (loadedPopup = module.MoreMenuPopup));
  return loadingPopup;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The more-menu of a track, album, playlist or video widget (spec 2 §2.2). A page lists many
 * widgets and most visits open no menu, so each starts as a plain button and the menu's code
 * loads on the first hover, focus or press (issue 16: it kept 30 KB off every listing's first
 * load); the press or hover that loaded it opens the menu.
 */
export function MoreMenu(props: MoreMenuProps) {
  const [popup, setPopup] = useState<{ Component: ComponentType<Parameters<Popup>[0]>; isOpen: boolean; hasFocus: boolean } | null>(() =>
    loadedPopup ? { Component: loadedPopup, isOpen: false, hasFocus: false } : null,
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Whether the person still wants the menu open when its code arrives (a hover may have left).
  const wantsOpen = useRef(false);
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  if (popup) return <popup.Component {...props} isInitiallyOpen={popup.isOpen} shouldFocusTrigger={popup.hasFocus} />;

  const request = (open: boolean) => {
    wantsOpen.current = open || wantsOpen.current;
    void loadPopup().then((Component) => {
      if (!isMounted.current) return;
      // An opening menu takes the focus itself (and gives it back to its trigger when it closes);
      // the trigger takes it only when the menu stays shut, so a later focus never closes the menu.
      setPopup({ Component, isOpen: wantsOpen.current, hasFocus: !wantsOpen.current && document.activeElement === buttonRef.current });
    });
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      className={MORE_MENU_TRIGGER_CLASS}
      aria-label={`More options for ${props.label}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => request(false)}
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') request(true);
      }}
      onPointerLeave={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') wantsOpen.current = false;
      }}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) request(true);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        request(true);
      }}
    >
      <MoreHorizontal aria-hidden size={18} />
    </button>
  );
}
