import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function ChevronRightIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m9 18 6-6-6-6" />
    </SvgIcon>
  );
}
