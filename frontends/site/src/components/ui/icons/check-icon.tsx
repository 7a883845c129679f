import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </SvgIcon>
  );
}
