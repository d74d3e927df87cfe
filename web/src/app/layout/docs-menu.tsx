// The desktop "Documentos e Serviços" dropdown (a disclosure of links): arrows move between entries,
// Esc closes and returns focus to the button, clicking outside or tabbing away closes it.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsPrerendered } from '@/lib/prerendering';
import { NAV_GROUPS } from './nav-entries';
import { NavEntryLink } from './nav-entry-link';

function links(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a.nav-entry')] : [];
}

export function DocsMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef<'first' | 'last' | null>(null);
  const panelId = useId();
  const location = useLocation();
  const prerendered = useIsPrerendered();

  // A navigation (from this menu or elsewhere) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const target = focusFirstOnOpen.current;
    focusFirstOnOpen.current = null;
    if (target) {
      const items = links(panelRef.current);
      (target === 'first' ? items[0] : items[items.length - 1])?.focus();
    }
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keyboard inside the open panel: arrows, Home and End move between entries; Esc closes. Leaving the
  // menu with Tab closes it too.
  useEffect(() => {
    const panel = panelRef.current;
    const wrapper = wrapperRef.current;
    if (!open || !panel || !wrapper) return;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const items = links(panel);
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      let next: HTMLAnchorElement | undefined;
      if (e.key === 'Escape') {
        e.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowRight') next = items[(index + 1) % items.length];
      else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft')
        next = items[(index - 1 + items.length) % items.length];
      else if (e.key === 'Home') next = items[0];
      else if (e.key === 'End') next = items[items.length - 1];
      if (next) {
        e.preventDefault();
        next.focus();
      }
    };
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget && !wrapper.contains(e.relatedTarget as Node)) setOpen(false);
    };
    panel.addEventListener('keydown', onKeyDown);
    wrapper.addEventListener('focusout', onFocusOut);
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      wrapper.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusFirstOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const items = links(panelRef.current);
        (e.key === 'ArrowDown' ? items[0] : items[items.length - 1])?.focus();
        focusFirstOnOpen.current = null;
      } else setOpen(true);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  }

  return (
    <div className="docs-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`topbar-link docs-menu-button${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        // In the prerendered home page it cannot open until the app has started.
        disabled={prerendered}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
      >
        Documentos e Serviços
        <span className="chevron" aria-hidden="true" />
      </button>
      <div ref={panelRef} id={panelId} className="docs-menu-panel" hidden={!open}>
        {NAV_GROUPS.map((group) => (
          <div className="menu-group" key={group.id}>
            <p className="menu-group-title" id={`${panelId}-${group.id}`}>
              {group.title}
            </p>
            <ul aria-labelledby={`${panelId}-${group.id}`}>
              {group.entries.map((entry) => (
                <li key={entry.to}>
                  <NavEntryLink entry={entry} signedIn={signedIn} onNavigate={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
