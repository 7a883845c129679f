import { SvgIcon, type IconProps } from "@stringing/ui/components/icons/svg-icon";

export function MoonIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
    </SvgIcon>
  );
}
