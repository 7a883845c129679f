import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function PauseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M9 5v14M15 5v14" />
    </SvgIcon>
  );
}
