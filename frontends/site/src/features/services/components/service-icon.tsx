/** @module The three service icons (exchange-alt, bolt, star: docs/rules/content.md, Services), drawn inline. */
import { SvgIcon } from "@stringing/ui/components/icons/svg-icon";

export function ServiceIcon({ icon, size = 28 }: { icon: string; size?: number }) {
  if (icon === "exchange-alt") {
    return (
      <SvgIcon size={size}>
        <path d="M4 8h14m0 0-4-4m4 4-4 4M20 16H6m0 0 4-4m-4 4 4 4" />
      </SvgIcon>
    );
  }
  if (icon === "bolt") {
    return (
      <SvgIcon size={size}>
        <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />
      </SvgIcon>
    );
  }
  return (
    <SvgIcon size={size}>
      <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z" />
    </SvgIcon>
  );
}
