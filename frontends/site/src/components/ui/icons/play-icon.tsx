import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function PlayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 5v14l12-7Z" />
    </SvgIcon>
  );
}
