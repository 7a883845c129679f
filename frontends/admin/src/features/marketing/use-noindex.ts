/** @module Marks the page `noindex` while a screen is mounted (docs/rules/admin.md, Pages: Email Marketing). */
import { useEffect } from "react";

export function useNoIndex(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = existing?.content;
    const meta = existing ?? document.head.appendChild(Object.assign(document.createElement("meta"), { name: "robots" }));
    meta.content = "noindex";
    return () => {
      if (previous === undefined) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
