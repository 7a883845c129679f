import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function InventoryIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 9h18v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9Z" />
      <path d="M3 9l2-5h14l2 5M10 13h4" />
    </SvgIcon>
  );
}
