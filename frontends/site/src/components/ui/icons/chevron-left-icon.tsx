import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function ChevronLeftIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m15 18-6-6 6-6" />
    </SvgIcon>
  );
}
