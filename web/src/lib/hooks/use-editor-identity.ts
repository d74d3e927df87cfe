// Which editor a document page shows for the id in its URL: a new one (a fresh form) for another document,
// the same one when the URL only gains the id that editor itself created on its first save.
import { useCallback, useRef } from 'react';

/** `key` for the editor element; `onOwnId` tells which ids the current editor created. */
export function useEditorIdentity(urlId: string | null): { key: number; onOwnId: (id: string) => void } {
  const editor = useRef({ identity: urlId, own: new Set<string>(), key: 0 });
  if (urlId !== editor.current.identity) {
    if (urlId && editor.current.own.has(urlId)) editor.current.identity = urlId;
    else editor.current = { identity: urlId, own: new Set(), key: editor.current.key + 1 };
  }
  const onOwnId = useCallback((id: string) => {
    editor.current.own.add(id);
  }, []);
  return { key: editor.current.key, onOwnId };
}
