// Renders the toasts of the app's store: successes and notices in a polite `role="status"` region, warnings
// and errors in an assertive `role="alert"` one, each with a close button. Mounted once by the router.
import { useSyncExternalStore } from 'react';
import './toast.css';
import { toast as appToasts, type Toast, type ToastStore } from './toast-store';

function ToastItem({ item, onClose }: { item: Toast; onClose: () => void }) {
  return (
    <li className={`toast toast-${item.kind}`} data-kind={item.kind}>
      <span className="toast-message">{item.message}</span>
      <button type="button" className="toast-close" aria-label="Fechar aviso" onClick={onClose}>
        ×
      </button>
    </li>
  );
}

// What the home page prerendered at build showed, and so what the app's hydration of it must draw first.
const NO_TOASTS: readonly Toast[] = [];
const noToasts = () => NO_TOASTS;

export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.list, noToasts);
  const calm = toasts.filter((t) => t.kind === 'success' || t.kind === 'info');
  const urgent = toasts.filter((t) => t.kind === 'warning' || t.kind === 'error');
  return (
    <div className="toaster">
      {/* Both regions always exist, so screen readers announce what is added to them. The live role sits on a
          wrapper: on the <ul> itself it would take the list's role away from its items. */}
      <div role="alert" aria-label="Avisos importantes">
        <ul className="toast-list">
          {urgent.map((t) => (
            <ToastItem key={t.id} item={t} onClose={() => store.dismiss(t.id)} />
          ))}
        </ul>
      </div>
      <div role="status" aria-live="polite" aria-label="Avisos">
        <ul className="toast-list">
          {calm.map((t) => (
            <ToastItem key={t.id} item={t} onClose={() => store.dismiss(t.id)} />
          ))}
        </ul>
      </div>
    </div>
  );
}
