import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function MonitorIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </SvgIcon>
  );
}
